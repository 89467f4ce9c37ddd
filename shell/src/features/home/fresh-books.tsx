import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { BookCard, BookCardSkeleton, BookGrid, media } from '@booknook/design-system';
import { type BooksPage, freshness, useI18n } from '@booknook/platform';
import { messages } from '../../messages';
import { Section, SectionHeading, SectionInner } from './section';

export const FRESH_BOOKS_COUNT = 4;
/** No total is counted for the shelf (issue 26: only has_more comes back). */
export const freshBooksKey = `/books/?ordering=-created&limit=${FRESH_BOOKS_COUNT}&with_count=false`;

/** Four cards across the page (at most 1440 px, less padding and gaps) on large screens, two below. */
const CARD_SIZES = '(min-width: 1024px) calc((min(100vw, 1440px) - 150px) / 4), calc((100vw - 56px) / 2)';

/** The shared grid, but always two columns below the large breakpoint: four books make two full rows. */
const Shelf = styled(BookGrid)`
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
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
  const { t } = useI18n();
  const { data, error } = useSWR<BooksPage, Error>(freshBooksKey, { dedupingInterval: freshness.browseMs });
  if (error) return null; // the rest of the page stands on its own
  return (
    <Section aria-labelledby="fresh-title">
      <SectionInner>
        <SectionHeading>
          <h2 id="fresh-title">{t(messages.home.freshTitle)}</h2>
          <p>{t(messages.home.freshTagline)}</p>
        </SectionHeading>
        {data?.items.length === 0 && <p style={{ textAlign: 'center' }}>{t(messages.home.freshEmpty)}</p>}
        <Shelf>
          {/* Not SWR's isLoading: data the server rendered with is shown while it revalidates. */}
          {!data &&
            Array.from({ length: FRESH_BOOKS_COUNT }, (_, index) => (
              <li key={index}>
                <BookCardSkeleton />
              </li>
            ))}
          {data?.items.map((book) => (
            <li key={book.id}>
              <BookCard book={book} to={`/books/${book.id}`} coverSizes={CARD_SIZES} />
            </li>
          ))}
        </Shelf>
        <Footer>
          <Link to="/books">{t(messages.home.freshAll)}</Link>
        </Footer>
      </SectionInner>
    </Section>
  );
}
