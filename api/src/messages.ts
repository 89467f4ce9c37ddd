// Every user-facing string the API sends, in one place.
// Wording follows SPEC.md §5/§8 with spelling corrected (DESIGN.md preamble).

export const messages = {
  errors: {
    badRequest: 'Bad request.',
    invalidInput: 'Invalid input.',
    invalidBody: 'The request body must be a JSON object.',
    malformedJson: 'Malformed JSON in request body.',
    emptyJson: 'The request body is empty but Content-Type is application/json.',
    bodyTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'Unsupported media type: send the request body as application/json.',
    notAuthenticated: 'Authentication credentials were not provided.',
    forbidden: 'You do not have permission to perform this action.',
    csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
    notFound: 'Not found.',
    methodNotAllowed: 'Method not allowed.',
    tooManyRequests: 'Too many requests. Please try again later.',
    internal: 'Internal server error.',
    serviceUnavailable: 'Service unavailable. Please try again later.',
    webAppNotBuilt: 'The web app has not been built yet. Run "npm run build" and reload.',
  },
  health: {
    databaseUnavailable: 'The database is not reachable.',
  },
  users: {
    usernameAvailable: 'Username is available.',
    usernameTaken: 'Username already exists',
    emailTaken: 'A user with that email already exists.',
    registered: 'Registration successful. Please sign in.',
    invalidCredentials: 'Invalid email or password.',
    loggedOut: 'Logged out.',
  },
  fields: {
    firstName: {
      required: 'First name is required.',
      tooShort: 'First name must be at least 3 characters',
      tooLong: 'First name must be at most 150 characters.',
    },
    lastName: {
      required: 'Last name is required.',
      tooShort: 'Last name must be at least 3 characters',
      tooLong: 'Last name must be at most 150 characters.',
    },
    username: {
      required: 'Username is required.',
      tooShort: 'Username must be at least 3 characters',
      tooLong: 'Username must be at most 150 characters.',
      invalid: 'Username may contain only letters, digits and @ . + - _ characters.',
    },
    email: {
      required: 'Email is required.',
      invalid: 'Invalid email address',
    },
    password: {
      required: 'Password is required.',
      tooShort: 'Password must be at least 8 characters.',
      tooLong: 'Password must be at most 128 characters.',
    },
    location: {
      required: 'Location is required.',
      tooLong: 'Location must be at most 100 characters.',
    },
    phoneNumber: {
      required: 'Phone number is required.',
      tooShort: 'Phone number must be at least 10 digits',
      invalid: 'Phone number must be 10 to 20 characters: digits, spaces, + or -.',
    },
  },
} as const;
