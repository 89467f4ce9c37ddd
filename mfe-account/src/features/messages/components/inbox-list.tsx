import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, EmptyState, ErrorState, Spinner, unavailable, type ButtonVariant } from '@booknook/design-system';
import { messages } from '../../../messages';
import { memberName, type Conversation } from '../api/conversations';
import { inboxTime } from '../../../lib/times';
import { useInbox } from '../hooks/use-inbox';

const t = messages.inbox;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-decoration: none;
  color: inherit;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Initial = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-weight: 700;
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.1rem;
`;

const Line = styled.span<{ $strong?: boolean; $muted?: boolean }>`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
  font-size: ${({ $muted }) => ($muted ? '0.85rem' : '1rem')};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.muted : theme.colors.text)};
`;

const Top = styled.span`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  min-width: 0;
  ${Line} {
    flex: 1;
  }
  time {
    flex: none;
    font-size: 0.78rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Count = styled.span`
  flex: none;
  min-width: 1.4rem;
  height: 1.4rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4rem;
  text-align: center;
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  padding: 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const BrowseLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

function InboxItem({ conversation, active, now }: { conversation: Conversation; active: boolean; now: Date }) {
  const name = memberName(conversation.other_member, t.formerMember);
  const last = conversation.last_message;
  const unread = conversation.unread_count > 0;
  return (
    <li>
      <Item to={`/messages/${conversation.id}`} aria-current={active ? 'page' : undefined} data-testid="inbox-item">
        <Initial aria-hidden="true">{name.charAt(0).toUpperCase()}</Initial>
        <Text>
          <Top>
            <Line $strong>{name}</Line>
            {last && <time dateTime={last.created_at}>{inboxTime(new Date(last.created_at), now)}</time>}
          </Top>
          <Line $muted>{conversation.book.name}</Line>
          {last && (
            <Line $strong={unread}>
              {last.from_me ? t.you : ''}
              {last.body}
            </Line>
          )}
        </Text>
        {unread && <Count aria-label={t.unread(conversation.unread_count)}>{conversation.unread_count}</Count>}
      </Item>
    </li>
  );
}

/** The member's conversations, latest first; `activeId` is the one open beside it. */
export function InboxList({ activeId }: { activeId: number | undefined }) {
  const inbox = useInbox();
  if (inbox.failed) {
    return (
      <ErrorState
        body={t.loadFailed}
        action={
          <Button type="button" onClick={inbox.retry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!inbox.loaded) return <Spinner />;
  if (inbox.conversations.length === 0) {
    return <EmptyState title={t.empty} body={t.emptyBody} action={<BrowseLink to="/books">{t.browse}</BrowseLink>} />;
  }
  const now = new Date();
  return (
    <nav aria-label={t.listLabel}>
      <List>
        {inbox.conversations.map((conversation) => (
          <InboxItem key={conversation.id} conversation={conversation} active={conversation.id === activeId} now={now} />
        ))}
      </List>
      {inbox.hasMore && (
        <More>
          <Button type="button" $variant="ghost" {...unavailable(inbox.loadingOlder)} onClick={() => void inbox.loadOlder()}>
            {t.older}
          </Button>
          {inbox.olderFailed && <span role="alert">{t.loadFailed}</span>}
        </More>
      )}
    </nav>
  );
}
