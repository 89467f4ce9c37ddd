import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@booknook/design-system';
import { messages } from '../../../messages';
import { fullDateTime } from '../../../lib/times';
import { DeskCard } from './desk-section';

// What the deal desk's cards share: the card, its actions and refusals, and how a member and a time read.

const text = messages.moderation.deals;

export const Card = styled(DeskCard)`
  dl,
  blockquote {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 0.75rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  blockquote {
    padding-left: 0.75rem;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
  }
`;

export const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

export const Action = styled(Button)`
  justify-self: start;
  min-height: 44px;
`;

export const when = (iso: string) => fullDateTime(new Date(iso));

/** A member as the desk names them: a link to their page, or "Former member" once their account is gone. */
export function Member({ member }: { member: { username: string } | null }) {
  if (!member) return <>{text.formerMember}</>;
  return <Link to={`/members/${encodeURIComponent(member.username)}`}>@{member.username}</Link>;
}

export const nameOf = (member: { username: string } | null) => (member ? `@${member.username}` : text.formerMember);
