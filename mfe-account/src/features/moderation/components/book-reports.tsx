import useSWR from 'swr';
import styled from 'styled-components';
import { Spinner } from '@booknook/design-system';
import { messages } from '../../../messages';
import { bookReportsKey, getBookReports, type BookReport } from '../api/get-book-reports';

const List = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.6rem 0.75rem;
    border-left: 3px solid ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** What members reported about a book: each reason, who and when. Loaded when the moderator opens the list. */
export function BookReports({ bookId }: { bookId: number }) {
  const { data, error, isLoading } = useSWR<{ items: BookReport[] }, unknown>(bookReportsKey(bookId), () => getBookReports(bookId));
  if (isLoading) return <Spinner />;
  if (error || !data) return <p>{messages.moderation.failed}</p>;
  if (data.items.length === 0) return <p>{messages.moderation.noReports}</p>;
  return (
    <List>
      {data.items.map((report) => (
        <li key={report.id}>
          <p>{report.reason}</p>
          <small>{messages.moderation.reportBy(report.reporter, formatDate(report.date_created))}</small>
        </li>
      ))}
    </List>
  );
}
