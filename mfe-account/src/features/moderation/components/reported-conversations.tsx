import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { memberLabel } from '../../messages';
import { fullDateTime } from '../../../lib/times';
import { DeskCard, DeskSection, Muted } from './desk-section';
import {
  getReportedConversations,
  REPORTED_CONVERSATIONS_KEY,
  resolveConversationReports,
  type ReportedConversation,
  type ReportedConversationList,
} from '../api/reported-conversations';

const text = messages.moderation.conversations;

const Reports = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  li {
    overflow-wrap: anywhere;
  }
`;

/** The conversation as written, in a box of its own height: long conversations scroll inside it. */
const Transcript = styled.ol`
  margin: 0;
  padding: 0.5rem 0.75rem;
  max-height: 16rem;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.sm};
  li {
    padding: 0.25rem 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
`;

const dateTime = (iso: string) => fullDateTime(new Date(iso));
const nameOf = (member: ReportedConversation['buyer']) => memberLabel(member, messages.inbox.formerMember);

function ReportedConversationCard({ item, onResolved }: { item: ReportedConversation; onResolved: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const { conversation } = item;
  const resolve = async () => {
    setBusy(true);
    try {
      const { detail } = await resolveConversationReports(conversation.id);
      notify.success(detail || text.resolved);
      await onResolved();
    } catch (error) {
      notify.error(errorDetail(error, messages.moderation.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DeskCard data-testid="reported-conversation">
      <h3>{text.between(nameOf(item.buyer), nameOf(item.seller))}</h3>
      <Muted>{text.about(conversation.book.name)}</Muted>
      <Reports>
        {item.reports.map((report) => (
          <li key={`${report.reporter}-${report.created_at}`}>
            <strong>{text.reportedBy(report.reporter, dateTime(report.created_at))}:</strong> {report.reason}
          </li>
        ))}
      </Reports>
      {item.messages.length === 0 ? (
        <Muted>{text.noMessages}</Muted>
      ) : (
        <Transcript aria-label={text.messagesLabel} tabIndex={0}>
          {item.messages.map((message) => (
            <li key={message.id}>
              <strong>{message.from_me ? text.fromBuyer : text.fromSeller}</strong>{' '}
              <time dateTime={message.created_at}>{dateTime(message.created_at)}</time>
              {'\n'}
              {message.body}
            </li>
          ))}
        </Transcript>
      )}
      <div>
        <Button type="button" $variant="outline" {...unavailable(busy)} onClick={() => void resolve()}>
          {text.resolve}
        </Button>
      </div>
    </DeskCard>
  );
}

/** Conversations members reported, with their messages, for moderators to read and close. */
export function ReportedConversations() {
  const { data, error, mutate } = useSWR<ReportedConversationList, unknown>(REPORTED_CONVERSATIONS_KEY, getReportedConversations);
  return (
    <DeskSection id="reported-conversations-title" title={text.tab} count={data?.results.length ?? 0} error={error} loading={!data}>
      {data?.results.length === 0 ? (
        <Muted>{text.empty}</Muted>
      ) : (
        data?.results.map((item) => <ReportedConversationCard key={item.conversation.id} item={item} onResolved={() => mutate()} />)
      )}
    </DeskSection>
  );
}
