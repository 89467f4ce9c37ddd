/** User-facing text of the design system, also used by the apps (docs/product.md's words). App-specific text lives in each app's own catalogue. */
export const sharedMessages = {
  productName: 'BookNook',
  /** Home's tab title, and the one of any page that names none. */
  homeTitle: 'BookNook: used books from your neighbours',
  genericError: 'Something went wrong. Please try again.',
  loading: 'Loading ...',
  errorStateTitle: 'Oops! Something went wrong.',
  errorStateBody: 'We encountered an unexpected error. Please try again later.',
  retry: 'Retry',
} as const;
