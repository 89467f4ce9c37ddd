import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import {
  Badge,
  BookCover,
  conditionLabels,
  formatPrice,
  freshness,
  media,
  Skeleton,
  type BookListItem,
  type ListResponse,
} from '@booknook/shared-ui';
import { messages } from '../../messages';
import { Section, SectionHeading, SectionInner } from './section';

export const FRESH_BOOKS_COUNT = 4;
export const freshBooksKey = `/books/?limit=${FRESH_BOOKS_COUNT}&ordering=-created`;

/** Four tiles across the page (at most 1440 px, less padding and gaps) on large screens, two below. */
const TILE_SIZES = '(min-width: 1024px) calc((min(100vw, 1440px) - 150px) / 4), calc((100vw - 56px) / 2)';

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, 1fr);
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
    gap: 1.5rem;
  }
`;

const Tile = styled(Link)`
  display: block;
  height: 100%;
  overflow: hidden;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
  > div:last-child {
    display: grid;
    gap: 0.4rem;
    padding: 0.75rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const Footer = styled.p`
  margin: 2rem 0 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

/** The third section of the home page: the newest listings, so a visitor sees real books at once. */
export function FreshBooks() {
  const { data, error } = useSWR<ListResponse<BookListItem>, Error>(freshBooksKey, { dedupingInterval: freshness.browseMs });
  if (error) return null; // the rest of the page stands on its own
  return (
    <Section aria-labelledby="fresh-title">
      <SectionInner>
        <SectionHeading>
          <h2 id="fresh-title">{messages.home.freshTitle}</h2>
          <p>{messages.home.freshTagline}</p>
        </SectionHeading>
        {data?.items.length === 0 && <p style={{ textAlign: 'center' }}>{messages.home.freshEmpty}</p>}
        <Grid>
          {/* Not SWR's isLoading: data the server rendered with is shown while it revalidates. */}
          {!data &&
            Array.from({ length: FRESH_BOOKS_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton $height="320px" $radius="12px" />
              </li>
            ))}
          {data?.items.map((book) => (
            <li key={book.id}>
              <Tile to={`/books/${book.id}`}>
                <BookCover book={book} alt="" sizes={TILE_SIZES} />
                <div>
                  <h3>{book.name}</h3>
                  <Badges>
                    <Badge $tone={book.price <= 0 ? 'success' : 'accent'}>{formatPrice(book.price)}</Badge>
                    <Badge $tone={book.condition === 'POOR' ? 'danger' : 'neutral'}>{conditionLabels[book.condition]}</Badge>
                  </Badges>
                </div>
              </Tile>
            </li>
          ))}
        </Grid>
        <Footer>
          <Link to="/books">{messages.home.freshAll}</Link>
        </Footer>
      </SectionInner>
    </Section>
  );
}
