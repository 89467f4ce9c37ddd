import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BOOK_CHOICE_NAMES, type BookDetail } from '@booknook/contract';
import { Badge, categoryLabels, choiceLabel, conditionLabels, formatPrice, media, ordinal, Page, PageTitle } from '@booknook/design-system';
import { EmailConfirmationNotice, SIGN_IN_PATH, useSession, useSignInAndReturn } from '@booknook/platform';
import { ContactBar } from '../features/book-detail/components/contact-bar';
import { CopiesNearby } from '../features/book-detail/components/copies-nearby';
import { detailView } from '../features/book-detail/components/detail-message';
import { Gallery } from '../features/book-detail/components/gallery';
import { ListingEnded, ReservedNote } from '../features/book-detail/components/listing-ended';
import { Icons, ReportButton, Tooltip } from '../features/book-detail/components/title-icons';
import { FlagIcon } from '../features/book-detail/components/icons';
import { OwnerCard, type OwnerViewer } from '../features/book-detail/components/owner-card';
import { ReportDialog } from '../features/book-detail/components/report-dialog';
import { SellerSummary } from '../features/book-detail/components/seller-summary';
import { useBackTarget } from '../features/book-detail/hooks/use-back-target';
import { useBook } from '../features/book-detail/hooks/use-book';
import { useStartConversation } from '../features/book-detail/hooks/use-start-conversation';
import { useBookmarkToggle } from '../features/book-detail/hooks/use-bookmark-toggle';
import { messages } from '../messages';

/** Choice fields the page draws each its own way (the condition's badge warns of a poor copy); others are plain badges. */
const CHOICES_DRAWN_APART: ReadonlySet<string> = new Set(['category', 'condition']);

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

/**
 * Phones: photos, the summary, the details, and the contact bar last (it sticks to the bottom of the screen). From the
 * medium breakpoint up: photos on the left; summary, contact bar and details on the right.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    gap: 1.25rem 2.5rem;
    align-items: start;
  }
`;

/** The photos keep a book's size on wide screens (DETAIL_COVER_SIZES says the same to the browser). */
const GalleryColumn = styled.div`
  width: 100%;
  max-width: 520px;
  ${media.md} {
    grid-row: 1 / span 3;
    justify-self: end;
  }
`;

const Info = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
  ${media.md} {
    grid-column: 2;
  }
`;

const Details = styled(Info)`
  ${media.md} {
    grid-row: 3;
  }
`;

const Price = styled.p`
  margin: -0.25rem 0 0;
  font-size: 1.6rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.ink};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  h1 {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
    font-size: 1.5rem;
    ${media.md} {
      font-size: 1.75rem;
    }
  }
`;

const Author = styled.p`
  margin: -0.5rem 0 0;
  font-size: 1.05rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Byline = styled.p`
  margin: -0.25rem 0 0;
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

/** What a guest's "Message seller" comes back with after signing in: the conversation is then opened at once. */
export const CONTACT_INTENT = { param: 'contact', value: 'seller' } as const;

/** /books/:bookId: photos, price, details, seller, Message seller, bookmark and report (docs/product.md §2 Book detail, issue 26). */
export default function BookDetailPage() {
  const { bookId } = useParams();
  const backTo = useBackTarget();
  const { book, error, notFound } = useBook(bookId);

  // No scrolling here: the shell's layout scrolls to the top when the path changes (another book included), and
  // leaves the page it arrived on where the member may have scrolled it before its code ran.

  const { content, title } = detailView(
    { value: book, error, notFound },
    t,
    (value) => <BookDetails book={value} />,
    (value) => value.name,
  );
  return (
    <Page data-build={process.env.BUILD_MARKER}>
      <PageTitle title={title} />
      <Back to={backTo.to} onClick={backTo.onClick}>
        {t.back}
      </Back>
      {content}
    </Page>
  );
}

function BookDetails({ book }: { book: BookDetail }) {
  const { session } = useSession();
  // The API refuses a report on one's own book; the seller is not offered one.
  const ownBook = session.user?.username === book.user.username;
  const ownerViewer: OwnerViewer =
    session.status === 'loading' ? 'loading' : session.status !== 'authenticated' ? 'guest' : ownBook ? 'seller' : 'member';
  const { signInAndReturn } = useSignInAndReturn();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { toggle, pending } = useBookmarkToggle(book.id, book.is_bookmarked ?? false);
  // A member who has not confirmed their address cannot reach the seller yet: the page says why (issue 24.3).
  const unconfirmed = session.status === 'authenticated' && !ownBook && !session.user.email_verified && !session.user.is_moderator;
  const { start: startChat, pending: chatPending } = useStartConversation(book.id);
  // Not `disabled` while busy (see unavailable): that would drop keyboard focus to the page every time it is pressed.
  // Busy while a toggle and the refresh after it run (pending), not while the page merely revalidates the book: a tap
  // on the heart just after the page arrives would otherwise be swallowed (bench/dead-taps.mjs).
  const bookmarkBusy = pending || session.status === 'loading';
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  const blockedReason = book.is_sold ? t.soldReason : book.is_expired ? t.endedReason : unconfirmed ? t.confirmReason : null;
  const wantsToMessage = search.get(CONTACT_INTENT.param) === CONTACT_INTENT.value;

  useEffect(() => {
    // Back from signing in to message the seller: open the conversation at once (issue 26), or forget the wish.
    if (!wantsToMessage || session.status === 'loading') return;
    if (session.status === 'authenticated' && !ownBook && blockedReason === null) {
      // A refusal is said in a toast; the wish is then dropped, so Message seller works again rather than stay busy.
      void startChat({ replace: true }).then((started) => {
        if (!started) setSearch({}, { replace: true });
      });
    } else {
      setSearch({}, { replace: true });
    }
  }, [wantsToMessage, session.status, ownBook, blockedReason, startChat, setSearch]);

  const openReport = () => {
    if (session.status !== 'authenticated') {
      signInAndReturn();
      return;
    }
    setReporting(true);
  };

  const message = () => {
    if (session.status === 'authenticated') {
      void startChat();
      return;
    }
    void navigate(SIGN_IN_PATH, { state: { from: `/books/${book.id}?${CONTACT_INTENT.param}=${CONTACT_INTENT.value}` } });
  };

  return (
    <Layout>
      <GalleryColumn>
        <Gallery book={book} />
      </GalleryColumn>
      <Info>
        <TitleRow>
          <h1>{book.name}</h1>
          {!ownBook && (
            <Icons>
              <ReportButton type="button" aria-label={t.report} onClick={openReport}>
                <FlagIcon />
                <Tooltip aria-hidden="true">{t.report}</Tooltip>
              </ReportButton>
            </Icons>
          )}
        </TitleRow>
        {/* A sold book's price is no offer any more: the Sold band across the photo says it. */}
        {!book.is_sold && <Price data-testid="price-badge">{formatPrice(book.price)}</Price>}
        {book.author && <Author data-testid="book-author">{t.author(book.author)}</Author>}
        {/* "by" is kept for the author; the seller is always "listed by". */}
        <Byline>
          {t.listedBy(book.user.first_name, book.user.last_name)}
          {book.user.location ? ` · ${book.user.location}` : ''}
        </Byline>
        <SellerSummary username={book.user.username} firstName={book.user.first_name} />
        <Tags>
          <Badge>{categoryLabels[book.category]}</Badge>
          <Badge $tone={book.condition === 'POOR' ? 'danger' : 'neutral'} data-testid="condition-badge">
            {conditionLabels[book.condition]}
          </Badge>
          {/* Any further choice field (the category and condition are drawn above, each its own way). */}
          {BOOK_CHOICE_NAMES.filter((name) => !CHOICES_DRAWN_APART.has(name)).map((name) => (
            <Badge key={name}>{choiceLabel(name, book[name])}</Badge>
          ))}
          {book.grade !== null && <Badge>{t.grade(book.grade)}</Badge>}
          {book.publication && <Badge>{book.publication}</Badge>}
          {book.edition !== null && <Badge>{t.edition(ordinal(book.edition))}</Badge>}
        </Tags>
      </Info>
      <Details>
        <ListingEnded book={book} ownBook={ownBook} />
        <ReservedNote book={book} ownBook={ownBook} />
        <Description aria-labelledby="book-description-heading">
          <h2 id="book-description-heading">{t.description}</h2>
          <p>{book.description}</p>
        </Description>
        {unconfirmed && <EmailConfirmationNotice email={session.user.email} />}
        <OwnerCard owner={book.user} bookId={book.id} viewer={unconfirmed ? 'unconfirmed' : ownerViewer} />
        <CopiesNearby book={book} />
      </Details>
      <ContactBar
        blockedReason={blockedReason}
        ownBook={ownBook}
        messageBusy={chatPending || session.status === 'loading' || wantsToMessage}
        onMessage={message}
        bookmarked={book.is_bookmarked ?? false}
        bookmarkBusy={bookmarkBusy}
        onBookmark={() => void toggle()}
      />
      <ReportDialog bookId={book.id} open={reporting} onClose={closeReport} />
    </Layout>
  );
}
