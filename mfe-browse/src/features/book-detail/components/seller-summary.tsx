import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../../../messages';
import { useMember } from '../../member/hooks/use-member';

const t = messages.member;

const Line = styled.p`
  margin: -0.5rem 0 0;
`;

const SummaryLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * The seller's record beside their name ("14 hand-overs, 13 👍", or "New member"), linking to their page. Asked for
 * in the browser once the book shows: until it answers (and if it fails) the link still leads to their page.
 */
export function SellerSummary({ username, firstName }: { username: string; firstName: string }) {
  const { member } = useMember(username);
  // Only the link until the record answers: the book page never waits for, or fails with, the seller's record.
  const text = !member?.ratings
    ? t.sellerPage
    : member.handovers_completed === 0 && member.ratings.up + member.ratings.down === 0
      ? t.newMember
      : t.summary(member.handovers_completed, member.ratings.up);
  return (
    <Line>
      <SummaryLink
        to={`/members/${encodeURIComponent(username)}`}
        aria-label={`${text}: ${t.sellerPageLabel(firstName)}`}
        data-testid="seller-summary"
      >
        {text}
      </SummaryLink>
    </Line>
  );
}
