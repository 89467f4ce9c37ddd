/** User-facing text shared by more than one app (SPEC.md, spelling corrected). App-specific text lives in each app's own catalogue. */
export const sharedMessages = {
  productName: 'BookNook',
  /** Home's tab title, and the one of any page that names none. */
  homeTitle: 'BookNook: used books from your neighbours',
  genericError: 'Something went wrong. Please try again.',
  loading: 'Loading ...',
  errorStateTitle: 'Oops! Something went wrong.',
  errorStateBody: 'We encountered an unexpected error. Please try again later.',
  retry: 'Retry',
  /** A member's own details: the register form and the profile page ask the same things with the same rules. */
  memberDetails: {
    firstNameTooShort: 'First name must have at least one letter',
    lastNameTooShort: 'Last name must have at least one letter',
    locationRequired: 'Location is required.',
    locationTooLong: 'Location must be at most 100 characters.',
    phoneTooShort: 'Phone number must be at least 10 digits',
    phoneInvalid: 'Phone number may contain only digits, spaces, + and -.',
  },
} as const;
