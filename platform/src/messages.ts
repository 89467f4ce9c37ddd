/** User-facing text of the platform (docs/product.md's words). App-specific text lives in each app's own catalogue. */
export const platformMessages = {
  /** A member's own details: the register form and the profile page ask the same things with the same rules. */
  memberDetails: {
    firstNameTooShort: 'First name must have at least one letter',
    lastNameTooShort: 'Last name must have at least one letter',
    locationRequired: 'Location is required.',
    locationTooLong: 'Location must be at most 100 characters.',
    phoneTooShort: 'Phone number must be at least 10 digits',
    phoneInvalid: 'Phone number may contain only digits, spaces, + and -.',
  },
  /** Each language by its own name, the same in every language: the switch names the language it switches to. */
  languageNames: { en: 'English', ne: 'नेपाली' },
} as const;
