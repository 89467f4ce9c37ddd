import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../../../messages';
import { ThumbIcon, useMemberSummary } from '../../member';

const t = messages.member;

const Line = styled.p`
  margin: -0.5rem 0 0;
`;

const SummaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * The seller's record beside their name ("14 hand-overs, 13 👍" with a drawn thumb, or "New member"), linking to their
 * page. Asked for in the browser once the book shows, from the member's summary (their figures without their books
 * and rating texts): until it answers (and if it fails) the link still leads to their page.
 */
export function SellerSummary({ username, firstName }: { username: string; firstName: string }) {
  const summary = useMemberSummary(username);
  // Only the link until the record answers: the book page never waits for, or fails with, the seller's record.
  const fresh = summary && summary.handovers_completed === 0 && summary.ratings.up + summary.ratings.down === 0;
  const spoken = !summary ? t.sellerPage : fresh ? t.newMember : t.summaryLabel(summary.handovers_completed, summary.ratings.up);
  return (
    <Line>
      <SummaryLink
        to={`/members/${encodeURIComponent(username)}`}
        aria-label={`${spoken}: ${t.sellerPageLabel(firstName)}`}
        data-testid="seller-summary"
      >
        {!summary || fresh ? (
          spoken
        ) : (
          <>
            {t.summary(summary.handovers_completed)} {summary.ratings.up} <ThumbIcon />
          </>
        )}
      </SummaryLink>
    </Line>
  );
}
