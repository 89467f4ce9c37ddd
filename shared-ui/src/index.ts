// The public surface of shared-ui. It is one Module Federation singleton, so every app gets the same instance.
// The styled-components DefaultTheme augmentation travels with the entry, so every app type-checks against the theme.
import type {} from './theme/styled-theme';
export { theme, media, type BookNookTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { visuallyHidden } from './theme/visually-hidden';
export { PageTitle, PageTitleAnnouncerProvider, formatPageTitle } from './page-title/page-title';
export { sharedMessages } from './messages';
export { memberDetailsFields, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH, LOCATION_MAX_LENGTH } from './members/member-details';
export { http, API_BASE, errorDetail, errorFields, errorStatus, fetchJson, type ApiErrorBody } from './api/client';
export { getCurrentUser, login, logout, resendConfirmation, type CurrentUser, type Credentials } from './api/users';
export { EmailConfirmationNotice } from './components/lazy-email-confirmation-notice';
export { SessionProvider, useSession, type SessionState, type SessionValue } from './session/session-provider';
export { SIGN_IN_PATH, returnPathOf, useSignInAndReturn, type SignInReturnState } from './session/sign-in-return';
export { isBookDataKey, useRefreshBooks } from './api/refresh-books';
export { swrDefaults, freshness } from './swr-defaults';
export { ToastHost, notify, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toasts';
export { AppProviders, type InitialAppState } from './app-providers';
export type {
  PageHead,
  PreloadImage,
  SeededError,
  ServerApiGet,
  ServerPage,
  ServerPageContext,
  ServerPageData,
  ServerRemoteModule,
} from './server/server-page';
export { Button, buttonStyles, unavailable, type ButtonVariant } from './components/button';
export { Spinner } from './components/spinner';
export { ErrorState } from './components/error-state';
export { Page } from './components/page';
export {
  CATEGORIES,
  CONDITIONS,
  categoryLabels,
  conditionLabels,
  type Category,
  type Condition,
  type BookListItem,
  type ImageVariant,
  type BookDetail,
  type BookOwner,
  type BookStatusFlags,
  type ListResponse,
  BROWSE_ORDERINGS,
  type BrowseOrdering,
} from './books/book';
export type { ApiPath, QueryOf, RequestBodyOf, ResponseOf } from './api/contract';
export { MODERATION_STATUS_VALUES, MY_BOOKS_FILTER_VALUES } from './api/contract';
export { formatPrice, ordinal, formatDistance, listingStatus, type ListingStatus } from './books/format';
export { Field, FieldError, Banner, InputField, type InputFieldProps } from './components/form';
export { Badge, type BadgeTone } from './components/badge';
export { Skeleton } from './components/skeleton';
export { EmptyState } from './components/empty-state';
export { Pagination, visiblePages, type PaginationProps } from './components/pagination';
export { Modal, type ModalProps } from './components/modal';
export { getUploadUrl, type UploadGrant } from './api/uploads/get-upload-url';
export { createBook, type CreateBookPayload, type CreateBookResponse } from './api/books/create-book';
export {
  BookCard,
  BookCardSkeleton,
  bookCardMessages,
  cardCoverSizes,
  type BookCardBook,
  type BookCardProps,
} from './components/book-card';
export { SoldBand } from './components/sold-band';
export { BookCover, COVER_ASPECT_RATIO, type BookCoverProps } from './components/book-cover';
export { coverPreload, coverSources, type CoverSources } from './books/cover-sources';
export { Drawer, type DrawerProps } from './components/drawer';
export { Menu, MenuItem, MenuLinkItem, MenuHeading, type MenuProps, type MenuTriggerProps } from './components/menu';
export { getBooks, booksKey, hasMoreBooks, type BooksPage, type BooksQuery } from './api/books/get-books';
export { getBook, bookKey, isBookId } from './api/books/get-book';
export { getBookmarks, BOOKMARKS_KEY, type BookmarkEntry, type BookmarkList } from './api/bookmarks/get-bookmarks';
export { addBookmark } from './api/bookmarks/add-bookmark';
export { removeBookmark } from './api/bookmarks/remove-bookmark';
export { reportBook, type ReportPayload } from './api/reports/report-book';
export {
  requestBrowserLocation,
  judgePosition,
  LOCATION_OPTIONS,
  LOCATION_TIMEOUT_MS,
  LOCATION_MAX_ERROR_M,
  type BrowserLocation,
  type SettledLocation,
} from './location/browser-location';
export { useBrowserLocation, resetSharedBrowserLocation, type UseBrowserLocationOptions } from './location/use-browser-location';
export { BookGrid } from './components/book-grid';
export { BookmarkIcon } from './components/bookmark-icon';
export {
  ConversationEventsProvider,
  useConversationEvents,
  useUnreadConversations,
  UNREAD_CONVERSATIONS_KEY,
  UNREAD_NOTIFICATIONS_KEY,
  useUnreadNotifications,
  CONVERSATION_POLL_MS,
  type ConversationEvent,
  type ConversationMessage,
  type UnreadConversations,
} from './conversations/conversation-events';
