// What the API says about admins' tools against abuse (issue 28).

import { localized } from '../lib/language';
import { adminMessagesNe } from './admin.ne';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "until 3 December 2026" or nothing, for a suspension's end. */
const untilText = (until: Date | null) => (until ? ` until ${day.format(until)}` : '');

const english = {
  notAdmin: 'Only admins can do this.',
  /** Sign-in refused, and the member's next request after they were suspended. */
  suspended: (reason: string, until: Date | null) => `Your account is suspended${untilText(until)}. Reason: ${reason}`,
  memberSuspended: 'The member is suspended. Their listings are hidden and their sessions have ended.',
  memberUnsuspended: 'The suspension is lifted. Their listings are back.',
  notSuspended: 'This member is not suspended.',
  /** GET /users/me/suspension/ from anyone but a suspended member. */
  notSuspendedSelf: 'You are not a suspended member.',
  /** A message to or from a suspended member, and their contact details. */
  otherSuspended: 'This member is suspended: you cannot write to them or see their contact details while the suspension lasts.',
  /** The mail a member gets when suspended (the same words as the page they land on). */
  suspendedMail: {
    subject: 'Your BookNook account is suspended',
    body: (reason: string, until: Date | null) =>
      `An admin has suspended your account${until ? ` until ${day.format(until)}` : ' until an admin lifts the suspension'}. Reason: ${reason}`,
    effects:
      'While it lasts your listings are hidden, you cannot sign in, and nobody can write to you. Nothing is sent to you for that time.',
    contact: 'If you think this is a mistake, write to us from the contact page.',
    button: 'Contact BookNook',
  },
  cannotSuspendAdmin: 'Admins cannot be suspended.',
  untilInPast: 'The end of a suspension must be in the future.',
  reasonRequired: 'Please give a reason.',
  madeModerator: 'The member is now a moderator.',
  unmadeModerator: 'The member is no longer a moderator.',
  adminStaysModerator: 'An admin is always a moderator.',
  alreadyModerator: 'The member is already a moderator.',
  notModerator: 'The member is not a moderator.',
  domainBlocked: 'Sign-ups from this domain are now refused.',
  domainUnblocked: 'Sign-ups from this domain are allowed again.',
  domainAlreadyBlocked: 'This domain is already blocked.',
  invalidDomain: 'Enter a domain such as example.com, without "@".',
  searchTooShort: 'Enter at least two characters of a username or email address.',
} as const;

export type AdminMessages = typeof english;

export const adminMessages = localized(english, { ne: adminMessagesNe });
