import { useState } from 'react';
import styled from 'styled-components';
import { BOOK_CHOICE_NAMES } from '@booknook/contract';
import {
  Badge,
  BookCover,
  Button,
  choiceLabel,
  coverSources,
  formatPrice,
  listingStatus,
  media,
  ordinal,
  unavailable,
} from '@booknook/design-system';
import { StatusBadge } from '../../../lib/status-badge';
import { messages } from '../../../messages';
import type { ModerationBook } from '../api/get-moderation-books';
import { BookReports, formatDate } from './book-reports';
import { ModerationPhotos } from './moderation-photos';

const text = messages.moderation;

const COVER_WIDTH = '160px';

export type ModerationAction = 'accept' | 'reject' | 'disable' | 'enable';

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    grid-template-columns: ${COVER_WIDTH} 1fr auto;
    align-items: start;
  }
`;

/** The cover as a link to its largest variant (a moderator checks the photo shows the book). */
const Cover = styled.a`
  display: block;
  width: 100%;
  max-width: ${COVER_WIDTH};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.45rem;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    /* Names, usernames and publications are whatever members typed. */
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Description = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.md} {
    flex-direction: column;
    min-width: 130px;
  }
`;

const DangerButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

const ChangedNote = styled.p`
  grid-column: 1 / -1;
  padding: 0.6rem 0.85rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Reports = styled.details`
  grid-column: 1 / -1;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Which decisions fit the book as it is: accept/reject while unreviewed (or to revisit), disable/enable once accepted. */
export function moderationActions(book: ModerationBook): ModerationAction[] {
  if (book.is_disabled) return ['enable'];
  if (!book.is_reviewed) return ['accept', 'reject'];
  if (book.is_accepted) return ['disable', 'reject'];
  return ['accept'];
}

/** One book under review: its image, every detail a moderator judges by, the owner, the reports and the decisions. */
export function ModerationBookCard({
  book,
  busy,
  changed = false,
  onAction,
}: {
  book: ModerationBook;
  busy: boolean;
  /** A decision on this book was refused because it changed after the list loaded; it is shown as it is now. */
  changed?: boolean;
  onAction: (action: ModerationAction, book: ModerationBook) => void;
}) {
  const [reportsOpen, setReportsOpen] = useState(false);
  const status = listingStatus(book);
  const owner = `${book.user.first_name} ${book.user.last_name}`.trim();
  return (
    <Card aria-labelledby={`moderation-book-${book.id}`} data-testid="moderation-book">
      {changed && (
        <ChangedNote role="status" data-testid="moderation-book-changed">
          {text.changedNote}
        </ChangedNote>
      )}
      <Cover
        href={coverSources(book.book_image_variants).largestUrl ?? book.book_image}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={messages.myBooks.viewImageLabel(book.name)}
      >
        <BookCover book={book} alt="" sizes={COVER_WIDTH} />
      </Cover>
      <Details>
        <h2 id={`moderation-book-${book.id}`}>{book.name}</h2>
        <Tags>
          <StatusBadge status={status} />
          {book.is_sold && <Badge $tone="accent">{text.soldBadge}</Badge>}
          <Badge>{formatPrice(book.price)}</Badge>
          {BOOK_CHOICE_NAMES.map((name) => (
            <Badge key={name}>{choiceLabel(name, book[name])}</Badge>
          ))}
          {book.edition ? <Badge>{`${ordinal(book.edition)} Edition`}</Badge> : null}
          {book.grade ? <Badge>{`Grade ${book.grade}`}</Badge> : null}
        </Tags>
        {book.publication && <Muted>{book.publication}</Muted>}
        <ModerationPhotos book={book} />
        <Description>{book.description}</Description>
        <Muted>
          {text.owner(owner || book.user.username, book.user.username)} · {book.user.email} · {text.listedOn(formatDate(book.date_created))}
        </Muted>
        {status === 'Rejected' && book.rejection_reason && <Reason>{messages.myBooks.rejectionReason(book.rejection_reason)}</Reason>}
      </Details>
      <Actions>
        {moderationActions(book).map((action) =>
          action === 'reject' || action === 'disable' ? (
            <DangerButton key={action} type="button" $variant="outline" {...unavailable(busy)} onClick={() => onAction(action, book)}>
              {text[action]}
            </DangerButton>
          ) : (
            <Button key={action} type="button" {...unavailable(busy)} onClick={() => onAction(action, book)}>
              {text[action]}
            </Button>
          ),
        )}
      </Actions>
      {book.report_count > 0 && (
        <Reports
          onToggle={(event) => {
            setReportsOpen(event.currentTarget.open);
          }}
        >
          <summary>{text.reports(book.report_count)}</summary>
          {reportsOpen && <BookReports bookId={book.id} />}
        </Reports>
      )}
    </Card>
  );
}
