import { useId, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, ErrorState, Spinner } from '@booknook/design-system';
import { fullDateTime } from '../../../lib/times';
import { messages } from '../../../messages';
import { AUDIT_PAGE, auditKey, getJson, type AuditItem, type AuditList } from '../api/admin';

const text = messages.admin.audit;
/** What the API names the command line as (no username has a space). */
const COMMAND_LINE_ACTOR = 'command line';

const List = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.2rem;
    padding: 0.75rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }
  time,
  .reason {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** The command line (promote) acts without an account; any other actor without one has deleted theirs. */
function actorOf(item: AuditItem): string {
  if (item.actor_id !== null) return item.actor_name;
  return item.actor_name === COMMAND_LINE_ACTOR ? text.commandLine : text.formerMember(item.actor_name);
}

/** What moderators and admins did, newest first, fifty at a time. */
export function AuditSection() {
  const id = useId();
  const [pages, setPages] = useState(1);
  const log = useSWR<AuditList>(auditKey(pages), getJson, { keepPreviousData: true });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <p>{text.body}</p>
      {log.isLoading && <Spinner />}
      {log.error !== undefined && <ErrorState title={text.failed} />}
      {log.data?.count === 0 && <p>{text.none}</p>}
      {log.data && log.data.count > 0 && (
        <List aria-label={text.heading}>
          {log.data.items.map((item) => (
            <li key={item.id}>
              <span>
                <strong>{actorOf(item)}</strong> · {text.actions[item.action] ?? item.action}
                {item.target_label && <>: {item.target_label}</>}
              </span>
              {item.reason && <span className="reason">{item.reason}</span>}
              <time dateTime={item.created_at}>{fullDateTime(new Date(item.created_at))}</time>
            </li>
          ))}
        </List>
      )}
      {log.data && log.data.items.length < log.data.count && log.data.items.length >= AUDIT_PAGE * pages && (
        <Button $variant="outline" onClick={() => setPages(pages + 1)}>
          {text.more}
        </Button>
      )}
    </section>
  );
}
