import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  type BookDetail,
  BookmarkIcon,
  Button,
  buttonStyles,
  type ButtonVariant,
  categoryLabels,
  conditionLabels,
  EmailConfirmationNotice,
  media,
  ordinal,
  Page,
  PageTitle,
  sharedMessages,
  Spinner,
  useSession,
  unavailable,
  useSignInAndReturn,
} from '@booknook/shared-ui';
import { BookCover } from '../features/book-detail/components/book-cover';
import { DetailMessage } from '../features/book-detail/components/detail-message';
import { ListingEnded } from '../features/book-detail/components/listing-ended';
import { Bookmarked, Icons, ReportButton, Tooltip } from '../features/book-detail/components/title-icons';
import { FlagIcon } from '../features/book-detail/components/icons';
import { OwnerCard, type OwnerViewer } from '../features/book-detail/components/owner-card';
import { ReportDialog } from '../features/book-detail/components/report-dialog';
import { useBook } from '../features/book-detail/hooks/use-book';
import { useStartConversation } from '../features/book-detail/hooks/use-start-conversation';
import { useBookmarkToggle } from '../features/book-detail/hooks/use-bookmark-toggle';
import { messages } from '../messages';

const t = messages.detail;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1.25rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 2.5rem;
    align-items: start;
  }
`;

/** The cover keeps a book's size on wide screens (DETAIL_COVER_SIZES says the same to the browser). */
const CoverColumn = styled.div`
  width: 100%;
  max-width: 520px;
  ${media.md} {
    justify-self: end;
  }
`;

const Info = styled.div`
  display: grid;
  gap: 1.1rem;
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  h1 {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Author = styled.p`
  margin: -0.5rem 0 0;
  font-size: 1.05rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Byline = styled.p`
  margin: -0.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Description = styled.section`
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  button {
    flex: 1 1 12rem;
  }
`;

const BrowseLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Where '← Back to Books' leads: the list the card was opened from, else /books. */
function useBackTarget(): string {
  const state: unknown = useLocation().state;
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  return typeof backTo === 'string' && backTo.startsWith('/books') ? backTo : '/books';
}

/** /books/:bookId: image, price, details, seller, bookmark and report (docs/product.md §2 Book detail). */
export default function BookDetailPage() {
  const { bookId } = useParams();
  const backTo = useBackTarget();
  const { book, error, notFound, isValidating } = useBook(bookId);

  useEffect(() => {
    // Braces: current Chromium's scrollTo returns a Promise.
    window.scrollTo(0, 0);
  }, [bookId]);

  let content;
  if (notFound) {
    content = (
      <DetailMessage title={t.notFoundTitle} body={t.notFoundBody} action={<BrowseLink to="/books">{messages.browse.title}</BrowseLink>} />
    );
  } else if (error) {
    content = <DetailMessage alert title={sharedMessages.errorStateTitle} body={sharedMessages.errorStateBody} />;
  } else if (!book) {
    content = <Spinner label={t.loading} />;
  } else {
    content = <BookDetails book={book} refreshing={isValidating} />;
  }

  const title = notFound ? t.notFoundPageTitle : error ? t.errorPageTitle : (book?.name ?? t.loadingPageTitle);
  return (
    <Page data-build={process.env.BUILD_MARKER}>
      <PageTitle title={title} />
      <Back to={backTo}>{t.back}</Back>
      {content}
    </Page>
  );
}

function BookDetails({ book, refreshing }: { book: BookDetail; refreshing: boolean }) {
  const { session } = useSession();
  // The API refuses a report on one's own book; the seller is not offered one.
  const ownBook = session.user?.username === book.user.username;
  const ownerViewer: OwnerViewer =
    session.status === 'loading' ? 'loading' : session.status !== 'authenticated' ? 'guest' : ownBook ? 'seller' : 'member';
  const { signInAndReturn } = useSignInAndReturn();
  const { toggle, pending } = useBookmarkToggle(book.id, book.is_bookmarked ?? false);
  // A member who has not confirmed their address cannot reach the seller yet: the page says why (issue 24.3).
  const unconfirmed = session.status === 'authenticated' && !ownBook && !session.user.email_verified && !session.user.is_moderator;
  const { start: startChat, pending: chatPending } = useStartConversation(book.id);
  // Not `disabled` while busy (see unavailable): that would drop keyboard focus to the page every time it is pressed.
  const bookmarkBusy = pending || refreshing || session.status === 'loading';
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);

  const openReport = () => {
    if (session.status !== 'authenticated') {
      signInAndReturn();
      return;
    }
    setReporting(true);
  };

  return (
    <Layout>
      <CoverColumn>
        <BookCover book={book} alt={t.coverOf(book.name)} />
      </CoverColumn>
      <Info>
        <TitleRow>
          <h1>{book.name}</h1>
          <Icons>
            {book.is_bookmarked && (
              <Bookmarked role="img" aria-label={t.bookmarked} data-testid="bookmarked-icon">
                <BookmarkIcon filled size={22} />
              </Bookmarked>
            )}
            {!ownBook && (
              <ReportButton type="button" aria-label={t.report} onClick={openReport}>
                <FlagIcon />
                <Tooltip aria-hidden="true">{t.report}</Tooltip>
              </ReportButton>
            )}
          </Icons>
        </TitleRow>
        {book.author && <Author data-testid="book-author">{t.author(book.author)}</Author>}
        {/* With an author named above, "by" alone would read as the writer: the seller is "listed by". */}
        <Byline>{(book.author ? t.listedBy : t.by)(book.user.first_name, book.user.last_name)}</Byline>
        <Tags>
          {book.is_sold && <Badge $tone="danger">{t.notAvailable}</Badge>}
          <Badge>{categoryLabels[book.category]}</Badge>
          <Badge $tone={book.condition === 'POOR' ? 'danger' : 'neutral'} data-testid="condition-badge">
            {conditionLabels[book.condition]}
          </Badge>
          {book.grade !== null && <Badge>{t.grade(book.grade)}</Badge>}
          {book.publication && <Badge>{book.publication}</Badge>}
          {book.edition !== null && <Badge>{t.edition(ordinal(book.edition))}</Badge>}
        </Tags>
        <ListingEnded book={book} ownBook={ownBook} />
        <Description aria-labelledby="book-description-heading">
          <h2 id="book-description-heading">{t.description}</h2>
          <p>{book.description}</p>
        </Description>
        <Actions>
          {!ownBook && !unconfirmed && !book.is_expired && (
            <Button
              type="button"
              $variant="outline"
              {...unavailable(chatPending || session.status === 'loading')}
              onClick={() => void startChat()}
            >
              {t.chat}
            </Button>
          )}
          <Button type="button" {...unavailable(bookmarkBusy)} onClick={() => void toggle()}>
            {book.is_bookmarked ? t.removeBookmark : t.addBookmark}
          </Button>
        </Actions>
        {unconfirmed && <EmailConfirmationNotice email={session.user.email} />}
        <OwnerCard owner={book.user} bookId={book.id} viewer={unconfirmed ? 'unconfirmed' : ownerViewer} />
      </Info>
      <ReportDialog bookId={book.id} open={reporting} onClose={closeReport} />
    </Layout>
  );
}
