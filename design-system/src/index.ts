// @booknook/design-system: BookNook's look and its building blocks, with no knowledge of the API or the session.
// A Module Federation singleton (one theme, one toast host, one title announcer per page), versioned on its own.
// The styled-components DefaultTheme augmentation travels with the entry, so every app type-checks against the theme.
import { lazy } from 'react';
import type {} from './theme/styled-theme';
export { theme, media, type BookNookTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { visuallyHidden } from './theme/visually-hidden';
export { PageTitle, PageTitleAnnouncerProvider, formatPageTitle } from './page-title/page-title';
export { sharedMessages } from './messages';
export { ToastHost, notify, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toasts';
export { Button, buttonStyles, unavailable, type ButtonVariant } from './components/button';
export { Spinner } from './components/spinner';
export { ErrorState } from './components/error-state';
export { Page } from './components/page';
export { categoryLabels, choiceLabel, choiceLabels, conditionLabels } from './books/labels';
export { ratingReasonLabels, ratingScoreLabels } from './deals/labels';
export { ChoiceSelect, type ChoiceSelectProps } from './books/choice-select';
export { formatPrice, ordinal, formatDistance, listingStatus, type ListingStatus } from './books/format';
export { Field, FieldError, Banner, InputField, type InputFieldProps } from './components/form';
export { Badge, type BadgeTone } from './components/badge';
export { Skeleton } from './components/skeleton';
export { EmptyState } from './components/empty-state';
export { Pagination, visiblePages, type PaginationProps } from './components/pagination';
export { Modal, type ModalProps } from './components/modal';
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
export { coverPreload, coverSources, type CoverSources, type PreloadImage } from './books/cover-sources';
/** Loaded when a drawer first renders (inside the page's Suspense): no page opens one on a first visit. */
export const Drawer = lazy(() => import('./components/drawer').then(({ Drawer }) => ({ default: Drawer })));
export type { DrawerProps } from './components/drawer';
export { Menu, MenuItem, MenuLinkItem, MenuHeading, type MenuProps, type MenuTriggerProps } from './components/menu';
export { BookGrid } from './components/book-grid';
export { BookmarkIcon } from './components/bookmark-icon';
