/** /me's text (the phone's Me tab), apart from the shell's catalogue: the page is loaded on demand, so is its text. */
export const meMessages = {
  title: 'Me',
  profile: 'Profile',
  myBooks: 'My Books',
  bookmarks: 'My Bookmarks',
  savedSearches: 'Wanted books (saved searches)',
  moderation: 'Moderation',
  admin: 'Admin',
  logout: 'Log out',
  guest: 'Sign in to see your books, bookmarks and saved searches.',
  signIn: 'Sign In',
} as const;
