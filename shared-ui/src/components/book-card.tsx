import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { categoryLabels, conditionLabels, type BookListItem } from '../books/book';
import { formatDistance, formatPrice, ordinal } from '../books/format';
import { media, theme } from '../theme/theme';
import { Badge } from './badge';
import { BookCover, COVER_ASPECT_RATIO } from './book-cover';
import { Skeleton } from './skeleton';

/** The card's width from the medium breakpoint up when the page does not say: a third of a wide page. */
const DEFAULT_CARD_SIZES = '(min-width: 1024px) 33vw, 50vw';

/** Text of the card; apps may pass their own catalogue's wording. */
export const bookCardMessages = {
  notAvailable: 'Not Available',
  edition: (n: number) => `${ordinal(n)} Edition`,
  by: (first: string, last: string) => `by ${[first, last].filter((part) => part.trim()).join(' ')}`,
  loading: 'Loading book',
};

/** What a card needs of a book: any list item (browse, bookmarks) has it. */
export type BookCardBook = Pick<
  BookListItem,
  | 'name'
  | 'book_image'
  | 'book_image_variants'
  | 'category'
  | 'condition'
  | 'price'
  | 'publication'
  | 'author'
  | 'edition'
  | 'is_sold'
  | 'distance'
  | 'owner_first_name'
  | 'owner_last_name'
  | 'owner_location'
>;

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
  /** How wide the card is shown from the medium breakpoint up (a `sizes` value); below it the cover is COMPACT_COVER_WIDTH. */
  coverSizes?: string;
  messages?: typeof bookCardMessages;
}

/** Widest viewport of a compact row (just below the medium breakpoint, as media.belowMd). */
const COMPACT_BELOW = `${Number.parseFloat(theme.breakpoints.md) - 0.02}px`;

/** Below the medium breakpoint the grid has one column and a card is a compact row: this cover width on the left. */
export const COMPACT_COVER_WIDTH = '84px';

const Card = styled.article<{ $sold: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${COMPACT_COVER_WIDTH} minmax(0, 1fr);
  align-items: start;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    align-items: stretch;
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  ${({ $sold, theme }) =>
    $sold &&
    css`
      background: ${theme.colors.dangerSoft};
      border-color: #ffc9c9;
    `}
`;

const SkeletonCover = styled.div`
  aspect-ratio: ${COVER_ASPECT_RATIO};
`;

/**
 * Price, distance and availability: over the cover's corners on a grid card (this box takes the
 * cover's shape and place), in line with the other badges on a compact row.
 */
const CoverBadges = styled.div`
  display: contents;
  ${media.md} {
    display: block;
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    aspect-ratio: ${COVER_ASPECT_RATIO};
    pointer-events: none;
    > * {
      position: absolute;
    }
    > [data-place='top-left'] {
      top: 0.6rem;
      left: 0.6rem;
    }
    > [data-place='top-right'] {
      top: 0.6rem;
      right: 0.6rem;
    }
    > [data-place='bottom-left'] {
      bottom: 0.6rem;
      left: 0.6rem;
    }
  }
`;

/** Readable on any cover: a white pill with dark text (outlined on a compact row's white card). */
const PriceBadge = styled(Badge)`
  background: #fff;
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  ${media.md} {
    font-size: 0.85rem;
    box-shadow: 0 1px 3px rgba(18, 24, 31, 0.25);
  }
`;

/** The category is left out of a compact row (its one line of badges holds price, condition, distance). */
const CategoryBadge = styled(Badge)`
  ${media.belowMd} {
    display: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  padding: 0.45rem 0.7rem 0.5rem;
  ${media.md} {
    gap: 0.5rem;
    padding: 0.9rem 1rem 1rem;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  line-height: 1.25;
  ${media.md} {
    font-size: 1.05rem;
  }
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
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

const Meta = styled.p`
  /* May shrink to its ellipsis, so an action beside it (e.g. Remove on Bookmarks) always fits. */
  min-width: 0;
  margin: 0;
  font-size: 0.8rem;
  ${media.md} {
    font-size: 0.875rem;
  }
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: auto;
  ${media.md} {
    padding-top: 0.25rem;
  }
`;

const Action = styled.div`
  position: relative;
  z-index: 2;
`;

/** The `sizes` of a card's cover: a compact row's fixed cover on phones, else the page's card width. */
export function cardCoverSizes(coverSizes: string = DEFAULT_CARD_SIZES): string {
  return `(max-width: ${COMPACT_BELOW}) ${COMPACT_COVER_WIDTH}, ${coverSizes}`;
}

/** A book in a grid: cover with price, distance and availability; name, author, edition, publication, category and condition. */
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
  const meta = [book.author, book.edition ? messages.edition(book.edition) : null, book.publication].filter(Boolean).join(' · ');
  const seller = messages.by(book.owner_first_name, book.owner_last_name);
  return (
    <Card $sold={book.is_sold} data-testid="book-card">
      <BookCover
        book={book}
        alt=""
        sizes={cardCoverSizes(coverSizes)}
        loading={eager || priority ? 'eager' : 'lazy'}
        highPriority={priority}
      />
      <Body>
        <Title as={headingLevel}>
          <Link to={to} state={linkState}>
            {book.name}
          </Link>
        </Title>
        {meta && <Meta>{meta}</Meta>}
        <Tags>
          <CoverBadges>
            <PriceBadge data-place="top-left" data-testid="price-badge">
              {formatPrice(book.price)}
            </PriceBadge>
            {book.is_sold && (
              <Badge data-place="top-right" $tone="danger">
                {messages.notAvailable}
              </Badge>
            )}
            {distance && (
              <Badge data-place="bottom-left" $tone="dark" data-testid="distance-badge">
                {distance}
              </Badge>
            )}
          </CoverBadges>
          <CategoryBadge>{categoryLabels[book.category]}</CategoryBadge>
          <Badge $tone={book.condition === 'POOR' ? 'danger' : 'neutral'} data-testid="condition-badge">
            {conditionLabels[book.condition]}
          </Badge>
        </Tags>
        <Footer>
          <Meta title={book.owner_location}>
            {seller}
            {book.owner_location ? ` · ${book.owner_location}` : ''}
          </Meta>
          {action && <Action>{action}</Action>}
        </Footer>
      </Body>
    </Card>
  );
}

/** The card's shape while its book loads. */
export function BookCardSkeleton({ label = bookCardMessages.loading }: { label?: string }) {
  return (
    <Card $sold={false} aria-label={label} aria-busy="true" data-testid="book-card-skeleton">
      <SkeletonCover>
        <Skeleton $height="100%" $radius="0" />
      </SkeletonCover>
      <Body>
        <Skeleton $width="80%" $height="1.2rem" />
        <Skeleton $width="55%" />
        <Tags>
          <Skeleton $width="5rem" $height="1.4rem" $radius="999px" />
          <Skeleton $width="4rem" $height="1.4rem" $radius="999px" />
        </Tags>
        <Skeleton $width="65%" />
      </Body>
    </Card>
  );
}
