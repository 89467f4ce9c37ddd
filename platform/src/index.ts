// @booknook/platform: what every app runs on — the API client, the session, live events, caching rules, the browser's
// position and the server-rendering contract. A Module Federation singleton with a real semantic version: a remote
// built against a newer platform than the page provides is refused by the deploy and shows its fallback in the browser.
export { platformMessages } from './messages';
export { memberDetailsFields, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH, LOCATION_MAX_LENGTH } from './members/member-details';
export { http, API_BASE, errorDetail, errorFields, errorStatus, fetchJson, type ApiErrorBody } from './api/client';
export { getCurrentUser, login, logout, resendConfirmation, type CurrentUser, type Credentials } from './api/users';
export { EmailConfirmationNotice } from './components/lazy-email-confirmation-notice';
export { SessionProvider, useSession, type SessionState, type SessionValue } from './session/session-provider';
export { SIGN_IN_PATH, SUSPENDED_PATH, returnPathOf, useSignInAndReturn, type SignInReturnState } from './session/sign-in-return';
export { isBookDataKey, useRefreshBooks } from './api/refresh-books';
export { swrDefaults, freshness } from './swr-defaults';
export { AppProviders, type InitialAppState } from './app-providers';
export type {
  PageHead,
  SeededError,
  ServerApiGet,
  ServerPage,
  ServerPageContext,
  ServerPageData,
  ServerRemoteModule,
} from './server/server-page';
export { getUploadUrl, type UploadGrant } from './api/uploads/get-upload-url';
export { getBooks, booksKey, hasMoreBooks, type BooksPage, type BooksQuery } from './api/books/get-books';
export { getBook, bookKey, isBookId } from './api/books/get-book';
export { BOOKMARKS_KEY, removeBookmark } from './api/bookmarks';
export { SAVED_AREA_KEY, hasSavedArea, type SavedArea } from './api/saved-area';
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
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  NUMBER_LOCALES,
  isLanguage,
  languageCookie,
  languageFromCookie,
  type Language,
} from './i18n/languages';
export type { MessageValues } from './i18n/message-values';
export {
  activateLanguage,
  createI18n,
  loadLanguage,
  registerEnglish,
  registerTranslations,
  translator,
  type CompiledMessages,
  type Translate,
  type Translation,
  type TranslationLoaders,
} from './i18n/catalogues';
export { I18nProvider, useI18n, type I18nValue } from './i18n/i18n-provider';
