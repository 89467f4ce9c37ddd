// What the API says about admins' tools against abuse (issue 28).

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "until 3 December 2026" or nothing, for a suspension's end. */
const untilText = (until: Date | null) => (until ? ` until ${day.format(until)}` : '');

export const adminMessages = {
  notAdmin: 'Only admins can do this.',
  /** Sign-in refused, and the member's next request after they were suspended. */
  suspended: (reason: string, until: Date | null) => `Your account is suspended${untilText(until)}. Reason: ${reason}`,
  memberSuspended: 'The member is suspended. Their listings are hidden and their sessions have ended.',
  memberUnsuspended: 'The suspension is lifted. Their listings are back.',
  notSuspended: 'This member is not suspended.',
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
};
