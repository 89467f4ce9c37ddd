import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styled from 'styled-components';
import type { BookListItem } from '@booknook/contract';
import { formatDistance, formatPrice } from '../books/format';
import { media } from '../theme/theme';
import { BookCover, COVER_ASPECT_RATIO } from './book-cover';
import { SoldBand } from './sold-band';
import { Skeleton } from './skeleton';

/** The card's width when the page does not say: half a phone, a quarter of a wide page. */
const DEFAULT_CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** Text of the card; apps may pass their own catalogue's wording. */
export const bookCardMessages = {
  sold: 'Sold',
  /** Across a book a seller is keeping for one buyer (issue 37): others may still write to join the queue. */
  reserved: 'Reserved',
  loading: 'Loading book',
};

/** What a card needs of a book: any list item (browse, bookmarks, the home shelf) has it. */
export type BookCardBook = Pick<
  BookListItem,
  'name' | 'book_image' | 'book_image_variants' | 'price' | 'is_sold' | 'distance' | 'owner_location'
> &
  Partial<Pick<BookListItem, 'status'>>;

export interface BookCardProps {
  book: BookCardBook;
  /** Where the card leads, usually `/books/{id}`. */
  to: To;
  /** Router state handed to the target (e.g. the list to come back to). */
  linkState?: unknown;
  /** Controls of the card's owner page (e.g. "Remove" on Bookmarks); they stay clickable above the card link. */
  action?: ReactNode;
  /** Heading level of the book's name, to fit the page's outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A card in the first screen: its cover loads at once rather than when scrolled near. */
  eager?: boolean;
  /** The card whose cover is likely the page's largest paint: fetched before other images. */
  priority?: boolean;
  /** How wide the card is shown (a `sizes` value: the browser picks the cover's variant from it). */
  coverSizes?: string;
  messages?: typeof bookCardMessages;
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const CoverBox = styled.div`
  position: relative;
`;

const SkeletonCover = styled.div`
  aspect-ratio: ${COVER_ASPECT_RATIO};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.15rem;
  min-width: 0;
  padding: 0.45rem 0.55rem 0.55rem;
  ${media.md} {
    padding: 0.6rem 0.75rem 0.75rem;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.ink};
`;

const Title = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-size: 0.9rem;
  font-weight: 500;
  line-height: 1.3;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  ${media.md} {
    font-size: 0.95rem;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Where = styled.p`
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: 0.8rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.muted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Distance = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Action = styled.div`
  position: relative;
  z-index: 2;
  margin-top: auto;
  padding-top: 0.4rem;
`;

/** The `sizes` of a card's cover: the page's card width, or the default's. */
export function cardCoverSizes(coverSizes: string = DEFAULT_CARD_SIZES): string {
  return coverSizes;
}

/** A book in a grid, photo first: the cover (a Sold band across it when sold), then price, name, distance and area. */
export function BookCard({
  book,
  to,
  linkState,
  action,
  headingLevel = 'h3',
  eager = false,
  priority = false,
  coverSizes = DEFAULT_CARD_SIZES,
  messages = bookCardMessages,
}: BookCardProps) {
  const distance = formatDistance(book.distance);
  const reserved = !book.is_sold && book.status === 'reserved';
  return (
    <Card data-testid="book-card" data-sold={book.is_sold || undefined} data-reserved={reserved || undefined}>
      <CoverBox>
        <BookCover
          book={book}
          alt=""
          sizes={cardCoverSizes(coverSizes)}
          loading={eager || priority ? 'eager' : 'lazy'}
          highPriority={priority}
        />
        {book.is_sold && <SoldBand $size="small">{messages.sold}</SoldBand>}
        {reserved && (
          <SoldBand $size="small" $tone="reserved" data-testid="reserved-band">
            {messages.reserved}
          </SoldBand>
        )}
      </CoverBox>
      <Body>
        {/* A sold book's price is no offer any more: the band says it all. */}
        {!book.is_sold && <Price data-testid="price-badge">{formatPrice(book.price)}</Price>}
        <Title as={headingLevel}>
          <Link to={to} state={linkState}>
            {book.name}
          </Link>
        </Title>
        {(distance || book.owner_location) && (
          <Where title={book.owner_location}>
            {distance && <Distance data-testid="distance-badge">{distance}</Distance>}
            {distance && book.owner_location ? ' · ' : ''}
            {book.owner_location}
          </Where>
        )}
        {action && <Action>{action}</Action>}
      </Body>
    </Card>
  );
}

/** A bar in a line of the skeleton: the line keeps the text's own height, so a card takes the skeleton's place exactly. */
const Bar = styled(Skeleton)`
  display: inline-block;
  height: 0.8em;
  vertical-align: middle;
`;

/** The card's shape while its book loads: a price, a name over two lines (the longer case) and a place. */
export function BookCardSkeleton({ label = bookCardMessages.loading }: { label?: string }) {
  return (
    <Card aria-label={label} aria-busy="true" data-testid="book-card-skeleton">
      <SkeletonCover>
        <Skeleton $height="100%" $radius="0" />
      </SkeletonCover>
      <Body>
        <Price>
          <Bar $width="40%" />
        </Price>
        <Title as="div">
          <Bar $width="85%" />
          <br />
          <Bar $width="60%" />
        </Title>
        <Where>
          <Bar $width="50%" />
        </Where>
      </Body>
    </Card>
  );
}
