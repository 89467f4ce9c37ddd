import styled from 'styled-components';
import type { BookOwner } from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { avatarLetter, fullName, telHref } from '../owner';
import { MailIcon, PhoneIcon, PinIcon } from './icons';

const t = messages.detail;

const Card = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  strong {
    display: block;
    font-size: 1.1rem;
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 1.3rem;
  font-weight: 700;
`;

const Contacts = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/** The seller: avatar letter, full name, location, phone and email as links (SPEC.md §2). */
export function OwnerCard({ owner }: { owner: BookOwner }) {
  return (
    <Card aria-labelledby="book-owner-heading" data-testid="owner-card">
      <h2 id="book-owner-heading">{t.seller}</h2>
      <Who>
        <Avatar aria-hidden="true" data-testid="owner-avatar">
          {avatarLetter(owner)}
        </Avatar>
        <div>
          <strong>{fullName(owner)}</strong>
        </div>
      </Who>
      <Contacts>
        {owner.location && (
          <li>
            <PinIcon />
            <span>{owner.location}</span>
          </li>
        )}
        <li>
          <PhoneIcon />
          <a href={telHref(owner.phone_number)}>{owner.phone_number}</a>
        </li>
        <li>
          <MailIcon />
          <a href={`mailto:${owner.email}`}>{owner.email}</a>
        </li>
      </Contacts>
    </Card>
  );
}
