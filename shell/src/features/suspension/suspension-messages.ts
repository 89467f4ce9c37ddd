// What a suspended member reads on the page their next visit lands on (the API mails them the same).

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

export const suspensionMessages = {
  title: 'Your account is suspended',
  until: (until: string | null) => (until ? `It ends on ${day.format(new Date(until))}.` : 'It lasts until an admin lifts it.'),
  reason: (reason: string) => `Reason: ${reason}`,
  effects:
    'While it lasts your listings are hidden, you cannot sign in or write to anyone, and nobody can write to you. We have sent you an email saying the same.',
  mistake: 'If you think this is a mistake, ',
  contact: 'write to us',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  notSuspendedTitle: 'Your account is not suspended',
  notSuspended: 'There is no suspension on this browser’s account. You can sign in or keep browsing.',
  signIn: 'Sign in',
  browse: 'Browse books',
  failed: 'We could not check your account right now. Please reload the page.',
};

/** The API's answer (GET /users/me/suspension/). */
export interface SuspensionNotice {
  reason: string;
  until: string | null;
}

/** The suspended member's page's data. */
export const SUSPENSION_KEY = '/users/me/suspension/';
