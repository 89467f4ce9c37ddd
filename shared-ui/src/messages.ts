/** User-facing text shared by more than one app (SPEC.md, spelling corrected). App-specific text lives in each app's own catalogue. */
export const sharedMessages = {
  genericError: 'Something went wrong. Please try again.',
  loading: 'Loading ...',
  errorStateTitle: 'Oops! Something went wrong.',
  errorStateBody: 'We encountered an unexpected error. Please try again later.',
  retry: 'Retry',
  signedInAs: (username: string) => `Signed in as ${username}`,
  browsingAsGuest: 'You are browsing as a guest.',
} as const;
