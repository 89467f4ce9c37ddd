import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { shortDate } from '../../../lib/dates';
import { messages } from '../../../messages';
import { setModerator, suspendMember, unsuspendMember, type AdminMember } from '../api/admin';
import { SuspendDialog } from './suspend-dialog';

const text = messages.admin.members;

const Card = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** One member as an admin sees them, with what may be done to them. `onChanged` reloads the lists. */
export function MemberCard({ member, onChanged }: { member: AdminMember; onChanged: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const act = async (action: () => Promise<{ detail: string }>) => {
    setBusy(true);
    try {
      notify.success((await action()).detail);
      setSuspending(false);
      await onChanged();
    } catch (error) {
      notify.error(errorDetail(error, messages.admin.members.failed));
    } finally {
      setBusy(false);
    }
  };
  const suspended = member.suspended_at !== null;
  return (
    <Card aria-label={member.username}>
      <h3>
        {member.username} · {member.first_name} {member.last_name}
      </h3>
      <Muted>
        {member.email} · {text.joined(shortDate(new Date(member.date_joined)))}
      </Muted>
      <Row>
        {member.is_admin && <Badge $tone="dark">{text.admin}</Badge>}
        {member.is_moderator && !member.is_admin && <Badge $tone="accent">{text.moderator}</Badge>}
        {suspended && (
          <Badge $tone="danger">
            {member.suspended_until ? text.suspendedUntil(shortDate(new Date(member.suspended_until))) : text.suspended}
          </Badge>
        )}
      </Row>
      {suspended && member.suspension_reason && <p>{text.suspendedReason(member.suspension_reason)}</p>}
      {!member.is_admin && (
        <Row>
          {suspended ? (
            <Button $variant="outline" {...unavailable(busy)} onClick={() => void act(() => unsuspendMember(member.id))}>
              {text.unsuspend}
            </Button>
          ) : (
            <Button $variant="outline" {...unavailable(busy)} onClick={() => setSuspending(true)}>
              {text.suspend}
            </Button>
          )}
          <Button $variant="ghost" {...unavailable(busy)} onClick={() => void act(() => setModerator(member.id, !member.is_moderator))}>
            {member.is_moderator ? text.unmakeModerator : text.makeModerator}
          </Button>
        </Row>
      )}
      {suspending && (
        <SuspendDialog
          username={member.username}
          busy={busy}
          onCancel={() => setSuspending(false)}
          onSuspend={(reason, until) => void act(() => suspendMember(member.id, reason, until))}
        />
      )}
    </Card>
  );
}
