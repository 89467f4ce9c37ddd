/** Text of /alerts, "Wanted books": the searches a member saved on Browse (issue 25). */
export const alertsMessages = {
  title: 'Wanted books',
  intro: 'The searches you saved on Browse Books. When a book like one of them is listed, we tell you here and by email.',
  listLabel: 'Your saved searches',
  count: (count: number, max: number) => `${count} of ${max} saved searches`,
  full: (max: number) => `You have ${max}, the most you can keep. Delete one to save another.`,
  loadFailed: 'Your saved searches could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No saved searches yet',
  emptyBody:
    'Search for a book on Browse Books. If it is not there, press “Tell me when a book like this is listed” and we will tell you when one is.',
  browse: 'Browse Books',
  emailChoices: 'Choose how we email you',
  anyBook: 'Any book',
  /** A search awaiting one edition (issue 40), by its ISBN-13. */
  isbnTitle: (isbn: string) => `The edition with ISBN ${isbn}`,
  isbn: (isbn: string) => `ISBN ${isbn}`,
  filtersLabel: 'Filters',
  /** Before the distance's choice: "within [5 km]". */
  within: 'within',
  anywhere: 'anywhere',
  paused: 'Paused',
  savedOn: (date: string) => `Saved ${date}`,
  edition: (ordinal: string) => `${ordinal} edition`,
  grade: (grade: number) => `Grade ${grade}`,
  /** A saved price range (issue 36), its ends already written as prices ("Rs. 150"). */
  priceBetween: (min: string, max: string) => `${min} to ${max}`,
  priceFrom: (min: string) => `${min} or more`,
  priceUpTo: (max: string) => `Up to ${max}`,
  price: (amount: string) => `Rs. ${amount}`,
  free: 'Free only',
  bookTypes: { school: 'School book', college: 'College book', bachelor: 'Bachelor book' } as Record<
    'school' | 'college' | 'bachelor',
    string
  >,
  pause: 'Pause',
  resume: 'Resume',
  pauseLabel: (search: string) => `Pause ${search}`,
  resumeLabel: (search: string) => `Resume ${search}`,
  /** The distance's accessible name: the visible "within" first, then whose it is. */
  radiusLabel: (search: string) => `within, the distance for ${search}`,
  radiusOption: (km: string) => `${km} km`,
  delete: 'Delete',
  deleteLabel: (search: string) => `Delete ${search}`,
  confirmDelete: {
    title: 'Delete this saved search?',
    body: (search: string) => `You will no longer be told when a book like ${search} is listed.`,
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  pausedToast: 'Paused. You will not be told about new books for this search.',
  resumedToast: 'Resumed. You will be told when a matching book is listed.',
  radiusSaved: (km: string) => `Saved: books within ${km} km.`,
  deleted: 'Saved search deleted.',
  failed: 'That did not work. Please try again.',
} as const;
