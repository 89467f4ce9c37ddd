import styled from 'styled-components';
import { Button } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';

const t = messages.conversation;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.85rem 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

/** Why the member cannot write here, with the way out when there is one (unblocking). */
export function CannotSend({
  conversation,
  name,
  onUnblock,
  busy,
}: {
  conversation: Conversation;
  name: string;
  onUnblock: () => void;
  busy: boolean;
}) {
  if (conversation.role === 'moderator')
    return (
      <Notice>
        <p>{t.moderatorView}</p>
      </Notice>
    );
  if (conversation.other_member === null)
    return (
      <Notice>
        <p>{t.memberLeft}</p>
      </Notice>
    );
  if (conversation.blocked_by_me) {
    return (
      <Notice>
        <p>{t.blockedByMe(name)}</p>
        <Button type="button" $variant="outline" disabled={busy} onClick={onUnblock}>
          {t.unblock(name)}
        </Button>
      </Notice>
    );
  }
  return (
    <Notice>
      <p>{t.blockedByThem}</p>
    </Notice>
  );
}
