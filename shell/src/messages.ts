/**
 * The shell's user-facing text (docs/product.md §1, §2, §5, §8; spelling corrected), in ICU MessageFormat: screens
 * show it through `t` from `useI18n()` (docs/i18n.md), and `messages.ne.ts` is its Nepali. Tests import it.
 */
export const messages = {
  productName: 'BookNook',
  /** What the server writes in a page's <head> (link previews, search results). */
  head: {
    homeTitle: 'BookNook — used books from your neighbours',
    description: 'Buy, sell and donate used books within your neighbourhood.',
    notFoundTitle: 'Page not found — BookNook',
    /** Screens that are not for search results: their title only. */
    privateTitles: {
      '/login': 'Sign In — BookNook',
      '/register': 'Register — BookNook',
      '/sell': 'Sell your book — BookNook',
      '/mybooks': 'My Books — BookNook',
      '/bookmarks': 'My Bookmarks — BookNook',
      '/moderation': 'Moderation — BookNook',
      '/messages': 'Messages — BookNook',
      '/alerts': 'Wanted books — BookNook',
      '/notifications': 'Notifications — BookNook',
      '/me': 'Me — BookNook',
      '/admin': 'Admin — BookNook',
    } as Record<string, string>,
  },
  nav: {
    browse: 'Browse Books',
    sell: 'Sell Books',
    myBooks: 'My Books',
    bookmarks: 'Bookmarks',
    signIn: 'Sign In',
    register: 'Register',
    logout: 'Logout',
    profile: 'Profile',
    moderation: 'Moderation',
    admin: 'Admin',
    messages: 'Messages',
    /** The header's messages button, read by screen readers; the count its icon shows stays a word of the name. */
    messagesWithUnread: '{count, plural, =0 {Messages} one {Messages, # unread conversation} other {Messages, # unread conversations}}',
    /**
     * Read after a visible "Messages" in the menu and the tab bar (hidden on screen, where a badge shows the count).
     * Bracketed after a space, so the name reads the same whether or not a browser puts a space before its ending.
     */
    messagesUnread: '{count, plural, =0 {} one { (# unread conversation)} other { (# unread conversations)}}',
    notifications: 'Notifications',
    /** The bell, read by screen readers. */
    notificationsWithUnread: '{count, plural, =0 {Notifications} other {Notifications, # unread}}',
    notificationsUnread: '{count, plural, =0 {} other { (# unread)}}',
    alerts: 'Wanted books',
    menu: 'Menu',
    accountMenu: 'Account menu',
    primary: 'Primary',
    /** The first thing a keyboard reaches: past the header to the page. */
    skipToContent: 'Skip to content',
  },
  /** The phone's bottom tab bar (issue 36.5): short words under the icons. */
  tabs: {
    label: 'Sections',
    browse: 'Browse',
    sell: 'Sell',
    messages: 'Messages',
    notifications: 'Notifications',
    me: 'Me',
  },
  footer: {
    about:
      'A platform that enables the reusability of used books. We connect buyers and sellers of used books within their local neighborhoods.',
    quickLinks: 'Quick Links',
    home: 'Home',
    browse: 'Browse Books',
    sell: 'Sell Books',
    myBooks: 'My books',
    myBookmarks: 'My bookmarks',
    help: 'Help & Support',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
    /** `plain`: a year's digits without grouping. */
    copyright: '© {year, number, plain} BookNook. All rights reserved.',
  },
  home: {
    headline: 'Find Books in Your Neighbourhood.',
    searchPlaceholder: 'Search by title, author, or genre...',
    searchLabel: 'Search books',
    search: 'Search',
    browseAll: 'Browse All Books',
    sellYours: 'Sell Your Books',
    freshTitle: 'Fresh on the shelf',
    freshTagline: 'Recently listed by your neighbours.',
    freshEmpty: 'No books listed yet. Yours could be the first.',
    freshAll: 'See all books →',
  },
  notFound: {
    pageTitle: 'Page not found',
    title: 'Oops! Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    back: '← Back to Home',
  },
  loadingPageTitle: 'Loading…',
  remoteUnavailablePageTitle: 'Not available right now',
  errorPageTitle: 'Something went wrong',
  remoteUnavailableTitle: 'This part of BookNook is not available right now.',
  remoteUnavailableBody: 'The rest of the site still works. Please try again in a moment.',
  retry: 'Retry',
  /** The page the service worker answers a navigation with when there is no network (shell/src/service-worker). */
  offline: {
    pageTitle: 'You are offline — BookNook',
    title: 'You are offline',
    body: 'This page needs a connection. BookNook will be here again as soon as you are back online.',
    retry: 'Try again',
    conversationsTitle: 'Your conversations, as last seen',
    conversationsNone: 'No conversations are kept on this device.',
    formerMember: 'A former member',
    about: 'about {book}',
    lastMessage: 'Last message {time}',
  },
  /** A push whose payload could not be read still shows something (the browser insists on a notification). */
  pushFallbackTitle: 'Something new on BookNook',
} as const;
