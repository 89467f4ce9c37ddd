import styled from 'styled-components';
import { visuallyHidden } from '@booknook/design-system';
import { messages } from '../../../messages';
import { formatDay, type MemberProfile } from '../member';
import { ThumbIcon } from './thumb-icon';

const t = messages.member;

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Counts = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const List = styled.ol`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Score = styled.span`
  grid-row: span 3;
  font-size: 1.3rem;
  line-height: 1.2;
`;

const Meta = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Published ratings of the last 12 months, counted, then each with its text and date, newest first. */
export function Ratings({ ratings }: { ratings: MemberProfile['ratings'] }) {
  // The API sends them newest first; sorting again keeps that promise whatever the order.
  const items = [...ratings.items].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Section aria-labelledby="member-ratings-heading">
      <h2 id="member-ratings-heading">{t.ratings}</h2>
      {/* The thumbs are drawn: the counts are said plainly to screen readers. */}
      <Counts data-testid="rating-counts">
        <span aria-hidden="true">
          <ThumbIcon /> {ratings.up} · <ThumbIcon down /> {ratings.down}
        </span>
        <Hidden>{t.ratingCountsLabel(ratings.up, ratings.down)}</Hidden>
      </Counts>
      {items.length === 0 ? (
        <p>{t.noRatings}</p>
      ) : (
        <List>
          {items.map((rating, index) => (
            <Item key={`${rating.created_at}-${index}`} data-testid="rating">
              <Score role="img" aria-label={t.scores[rating.score]}>
                <ThumbIcon down={rating.score === 'down'} />
              </Score>
              <Meta>
                {t.ratedBy(rating.by?.first_name ?? null, rating.by_role)} ·{' '}
                <time dateTime={rating.created_at}>{formatDay(rating.created_at)}</time>
              </Meta>
              {rating.reason && <p>{t.reasons[rating.reason]}</p>}
              {/* Plain text, rendered as text by React (never as HTML). */}
              {rating.text && <p>{rating.text}</p>}
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}
