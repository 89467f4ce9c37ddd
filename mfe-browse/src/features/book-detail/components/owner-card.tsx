import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type BookOwner } from '@booknook/contract';
import { Button, buttonStyles, type ButtonVariant, Spinner } from '@booknook/design-system';
import { useSignInAndReturn } from '@booknook/platform';
import { messages } from '../../../messages';
import type { SellerContact } from '../api/get-seller-contact';
import { useSellerContact } from '../hooks/use-seller-contact';
import { avatarLetter, fullName, telHref } from '../owner';
import { MailIcon, PhoneIcon, PinIcon } from './icons';

const t = messages.contact;

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
  min-width: 0;
  strong {
    display: block;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
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

const Lines = styled.ul`
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
  svg {
    flex: none;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: 0.65rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
  a,
  button {
    justify-self: start;
  }
`;

const Problem = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const SignInLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Who is looking at the book, as far as its seller's details go. */
export type OwnerViewer = 'loading' | 'guest' | 'member' | 'unconfirmed' | 'seller';

/**
 * The seller (docs/product.md §2, docs/architecture.md §4): avatar letter, name and area for everyone; phone and email
 * for signed-in members who ask (the seller sees their own at once). Guests are asked to sign in
 * and come back here.
 */
export function OwnerCard({ owner, bookId, viewer }: { owner: BookOwner; bookId: number; viewer: OwnerViewer }) {
  const [asked, setAsked] = useState(false);
  const { contact, isLoading, problem, limited, retry } = useSellerContact(bookId, viewer === 'seller' || (viewer === 'member' && asked));
  const signIn = useSignInAndReturn().link;

  let details;
  if (viewer === 'loading' || viewer === 'unconfirmed') {
    // An unconfirmed member is told why beside the card (EmailConfirmationNotice).
    details = null;
  } else if (viewer === 'guest') {
    details = (
      <Panel data-testid="owner-sign-in">
        <p>{t.guestNote}</p>
        {/* Message seller is the page's main action; this one is second to it. */}
        <SignInLink to={signIn.to} state={signIn.state} $variant="outline">
          {t.signIn}
        </SignInLink>
      </Panel>
    );
  } else if (contact) {
    details = <ContactLines contact={contact} ownBook={viewer === 'seller'} />;
  } else if (problem) {
    details = (
      <Panel>
        <Problem role="alert" data-testid="owner-contact-problem">
          {problem}
        </Problem>
        {!limited && (
          <Button type="button" $variant="outline" onClick={retry}>
            {t.retry}
          </Button>
        )}
      </Panel>
    );
  } else if (isLoading) {
    details = <Spinner label={t.loading} />;
  } else {
    details = (
      <Panel>
        <p>{t.memberNote}</p>
        <Button type="button" $variant="outline" onClick={() => setAsked(true)}>
          {t.show}
        </Button>
      </Panel>
    );
  }

  return (
    <Card aria-labelledby="book-owner-heading" data-testid="owner-card">
      <h2 id="book-owner-heading">{messages.detail.seller}</h2>
      <Who>
        <Avatar aria-hidden="true" data-testid="owner-avatar">
          {avatarLetter(owner)}
        </Avatar>
        <strong>{fullName(owner)}</strong>
      </Who>
      {owner.location && (
        <Lines>
          <li>
            <PinIcon />
            <span>{owner.location}</span>
          </li>
        </Lines>
      )}
      {details}
    </Card>
  );
}

function ContactLines({ contact, ownBook }: { contact: SellerContact; ownBook: boolean }) {
  return (
    <Lines data-testid="owner-contact">
      <li>
        <PhoneIcon />
        {contact.phone_number ? (
          <span>
            <a href={telHref(contact.phone_number)}>{contact.phone_number}</a>
            {ownBook && contact.phone_number_hidden ? ` ${t.hiddenFromMembers}` : ''}
          </span>
        ) : (
          <span data-testid="owner-phone-hidden">{t.phoneHidden}</span>
        )}
      </li>
      <li>
        <MailIcon />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
    </Lines>
  );
}
