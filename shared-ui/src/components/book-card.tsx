import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { categoryLabels, conditionLabels, type BookListItem } from '../books/book';
import { formatDistance, formatPrice, ordinal } from '../books/format';
import { Badge } from './badge';
import { Skeleton } from './skeleton';

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
  | 'category'
  | 'condition'
  | 'price'
  | 'publication'
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
  /** A card in the first screen: its cover loads at once and first (it is likely the page's largest paint). */
  priority?: boolean;
  messages?: typeof bookCardMessages;
}

const Card = styled.article<{ $sold: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
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

/**
 * Fixed aspect ratio: the grid does not move when images arrive. `overflow: hidden` matters: in the column flex of
 * the card, the box's automatic minimum height would otherwise follow the image's own shape.
 */
const Cover = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Overlay = styled.div<{ $place: 'top-left' | 'top-right' | 'bottom-left' }>`
  position: absolute;
  display: flex;
  gap: 0.35rem;
  ${({ $place }) =>
    $place === 'top-left'
      ? 'top: 0.6rem; left: 0.6rem;'
      : $place === 'top-right'
        ? 'top: 0.6rem; right: 0.6rem;'
        : 'bottom: 0.6rem; left: 0.6rem;'}
`;

/** Readable on any cover: a white pill with dark text. */
const PriceBadge = styled(Badge)`
  background: #fff;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 0.85rem;
  box-shadow: 0 1px 3px rgba(18, 24, 31, 0.25);
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.9rem 1rem 1rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.3;
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
  font-size: 0.875rem;
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
  padding-top: 0.25rem;
`;

const Action = styled.div`
  position: relative;
  z-index: 2;
`;

/** A book in a grid: cover with price, distance and availability; name, edition, publication, category and condition. */
export function BookCard({
  book,
  to,
  linkState,
  action,
  headingLevel = 'h3',
  priority = false,
  messages = bookCardMessages,
}: BookCardProps) {
  const distance = formatDistance(book.distance);
  const meta = [book.edition ? messages.edition(book.edition) : null, book.publication].filter(Boolean).join(' · ');
  const seller = messages.by(book.owner_first_name, book.owner_last_name);
  return (
    <Card $sold={book.is_sold} data-testid="book-card">
      <Cover>
        <img
          src={book.book_image}
          alt=""
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <Overlay $place="top-left">
          <PriceBadge data-testid="price-badge">{formatPrice(book.price)}</PriceBadge>
        </Overlay>
        {book.is_sold && (
          <Overlay $place="top-right">
            <Badge $tone="danger">{messages.notAvailable}</Badge>
          </Overlay>
        )}
        {distance && (
          <Overlay $place="bottom-left">
            <Badge $tone="dark" data-testid="distance-badge">
              {distance}
            </Badge>
          </Overlay>
        )}
      </Cover>
      <Body>
        <Title as={headingLevel}>
          <Link to={to} state={linkState}>
            {book.name}
          </Link>
        </Title>
        {meta && <Meta>{meta}</Meta>}
        <Tags>
          <Badge>{categoryLabels[book.category]}</Badge>
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
      <Cover>
        <Skeleton $height="100%" $radius="0" />
      </Cover>
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
