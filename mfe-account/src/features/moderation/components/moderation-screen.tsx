import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  buttonStyles,
  EmptyState,
  ErrorState,
  media,
  Spinner,
  type ButtonVariant,
  notify,
  unavailable,
} from '@booknook/design-system';
import { useRefreshBooks, errorDetail, errorStatus, useSession } from '@booknook/platform';
import { PillFilterBar } from '../../../lib/pill-filter-bar';
import { messages } from '../../../messages';
import { acceptBook } from '../api/accept-book';
import {
  COUNTED_QUEUES,
  MODERATION_PAGE_SIZE,
  MODERATION_QUEUES,
  type ModerationBook,
  type ModerationQueue,
} from '../api/get-moderation-books';
import { getModerationBook } from '../api/get-moderation-book';
import { rejectBook } from '../api/reject-book';
import { setBookDisabled } from '../api/set-book-disabled';
import { useModerationBooks } from '../hooks/use-moderation-books';
import { DealDesk } from './deal-desk';
import { ModerationBookCard, type ModerationAction } from './moderation-book';
import { RejectDialog } from './reject-dialog';
import { ReportedConversations } from './reported-conversations';

const text = messages.moderation;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  div {
    padding: 0.85rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.2rem 0 0;
    font-size: 1.6rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const QueueTabs = styled(PillFilterBar<ModerationQueue>)`
  margin-bottom: 1rem;
`;

const List = styled.div`
  display: grid;
  gap: 1rem;
`;

const Paging = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
  p {
    margin: 0 auto 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.belowMd} {
    p {
      width: 100%;
    }
  }
`;

const HomeLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const emptyText: Record<ModerationQueue, string> = {
  unreviewed: text.emptyQueue,
  reported: text.emptyReported,
  accepted: text.emptyAccepted,
  rejected: text.emptyRejected,
  disabled: text.emptyDisabled,
};

const countLabel: Record<(typeof COUNTED_QUEUES)[number], string> = {
  unreviewed: text.counts.unreviewed,
  reported: text.counts.reported,
  accepted: text.tabs.accepted,
};

function useQueueCounts() {
  const unreviewed = useModerationBooks('unreviewed', 1);
  const reported = useModerationBooks('reported', 1);
  const accepted = useModerationBooks('accepted', 1);
  return { unreviewed, reported, accepted };
}

function NotAllowed() {
  return (
    <ErrorState
      title={text.notAllowedTitle}
      body={text.notAllowedBody}
      action={
        <HomeLink to="/" $variant="outline">
          {text.backHome}
        </HomeLink>
      }
    />
  );
}

/**
 * Who may moderate is the API's decision: the session may say so (`is_moderator`), and the API answers 403 to
 * anyone else. Either way a member who is not a moderator sees a friendly refusal.
 */
export function ModerationScreen() {
  const { session } = useSession();
  if (session.user?.is_moderator === false) return <NotAllowed />;
  return <ModerationDesk />;
}

/** The moderator's desk: counts of what waits, the lists, and the decisions. */
function ModerationDesk() {
  const [queue, setQueue] = useState<ModerationQueue>('unreviewed');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<ModerationBook | null>(null);
  /**
   * Books whose decision was refused because they changed since the list was loaded, as they are now: shown with a
   * note, at the top of the list if they no longer belong to it (an edit sends a book back to the review queue).
   */
  const [changed, setChanged] = useState<ReadonlyMap<number, ModerationBook>>(new Map());
  const refreshBooks = useRefreshBooks();
  const counts = useQueueCounts();
  const list = useModerationBooks(queue, page);

  if (errorStatus(counts.unreviewed.error) === 403) return <NotAllowed />;

  const refresh = async () => {
    // Decisions move books between lists and change what members see in Browse and My Books.
    await refreshBooks();
  };

  const markChanged = (id: number, now: ModerationBook | undefined) =>
    setChanged((previous) => {
      const next = new Map(previous);
      if (now) next.set(id, now);
      else next.delete(id);
      return next;
    });

  const run = async (book: ModerationBook, call: () => Promise<{ detail: string }>, done: string) => {
    setBusyId(book.id);
    try {
      const { detail } = await call();
      notify.success(detail || done);
      setRejecting(null);
      markChanged(book.id, undefined);
      await refresh();
    } catch (error) {
      if (errorStatus(error) === 409) {
        // The seller (or another moderator) changed the book after this list was loaded: show what it is now.
        notify.error(text.changedReloaded(book.name));
        setRejecting(null);
        const [now] = await Promise.all([getModerationBook(book.id).catch(() => undefined), refresh()]);
        markChanged(book.id, now);
      } else {
        notify.error(errorDetail(error, text.failed));
      }
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (action: ModerationAction, book: ModerationBook) => {
    if (action === 'reject') {
      setRejecting(book);
      return;
    }
    if (action === 'accept') void run(book, () => acceptBook(book.id, book.version), text.accepted(book.name));
    else
      void run(
        book,
        () => setBookDisabled(book.id, action === 'disable'),
        action === 'disable' ? text.disabled(book.name) : text.enabled(book.name),
      );
  };

  const total = list.data?.count ?? 0;
  const listed = new Set(list.data?.items.map((book) => book.id));
  const pinned = [...changed.values()].filter((book) => !listed.has(book.id));
  const totalPages = Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));

  return (
    <>
      <Stats aria-label={text.counts.label}>
        {COUNTED_QUEUES.map((name) => (
          <div key={name}>
            <dt>{countLabel[name]}</dt>
            <dd data-testid={`moderation-count-${name}`}>{counts[name].data?.count ?? '–'}</dd>
          </div>
        ))}
      </Stats>
      <ReportedConversations />
      <DealDesk />
      <QueueTabs
        label={text.tabs.label}
        options={MODERATION_QUEUES}
        value={queue}
        labelOf={(name) => (name === 'unreviewed' ? text.tabs.queue : text.tabs[name])}
        onChange={(name) => {
          setQueue(name);
          setPage(1);
          setChanged(new Map());
        }}
      />
      {list.isLoading ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState />
      ) : !list.data || list.data.items.length + pinned.length === 0 ? (
        <EmptyState title={emptyText[queue]} />
      ) : (
        <List>
          {[...pinned, ...list.data.items].map((book) => (
            <ModerationBookCard key={book.id} book={book} busy={busyId === book.id} changed={changed.has(book.id)} onAction={onAction} />
          ))}
        </List>
      )}
      {total > MODERATION_PAGE_SIZE && (
        <Paging aria-label={text.pagesLabel}>
          <p>{text.pageOf(page, totalPages)}</p>
          <Button type="button" $variant="outline" {...unavailable(page <= 1)} onClick={() => setPage(page - 1)}>
            {text.previous}
          </Button>
          <Button type="button" $variant="outline" {...unavailable(page >= totalPages)} onClick={() => setPage(page + 1)}>
            {text.next}
          </Button>
        </Paging>
      )}
      {rejecting && (
        <RejectDialog
          bookName={rejecting.name}
          busy={busyId === rejecting.id}
          onReject={(reason) =>
            void run(rejecting, () => rejectBook(rejecting.id, reason, rejecting.version), text.rejected(rejecting.name))
          }
          onCancel={() => setRejecting(null)}
        />
      )}
    </>
  );
}
