// Business limits (docs/architecture.md §4, docs/product.md §9) that core code or several features share, as named
// constants; a feature's own limits are in features/<name>/limits.ts.

export const USER_LIMITS = {
  /** One letter is a name ("Om KC" is a common Nepali name, issue 27). */
  nameMin: 1,
  nameMax: 150,
  usernameMin: 3,
  usernameMax: 150,
  emailMax: 254,
  passwordMin: 8,
  /** Upper bound so a megabyte-long password cannot make hashing a denial of service. */
  passwordMax: 128,
  locationMax: 100,
  phoneMin: 10,
  phoneMax: 20,
} as const;

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** The longest User-Agent a session keeps (what the member's list of sessions shows the device from). */
export const USER_AGENT_MAX = 500;
/** A session's last use is written at most this often (a write per request would be one too many). */
export const SESSION_LAST_SEEN_EVERY_MS = 5 * 60 * 1000;
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Default of REQUEST_TIMEOUT_SECONDS: the whole request, headers and body. A 5 MB photo needs
 * ~40 s at 1 Mbit/s; a body trickling in more slowly than that is cut.
 */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 60;
/** The request line and headers must arrive within this (or the request timeout, if shorter). */
export const HEADERS_TIMEOUT_SECONDS = 20;

/** What one client may hold of an API instance (lib/connection-guard.ts). */
export const CONNECTION_LIMITS = {
  /**
   * Default of SOCKET_IDLE_TIMEOUT_SECONDS: more than twice an event stream's heartbeat (25 s), and
   * more than the keep-alive below.
   */
  defaultIdleTimeoutSeconds: 75,
  /**
   * An idle kept-alive connection is closed after this (or the idle timeout, if shorter): longer than
   * nginx's upstream keepalive_timeout (60 s), so that nginx, not the API, closes a connection it
   * might be about to reuse.
   */
  keepAliveSeconds: 72,
  /**
   * Default of MAX_CONNECTIONS_PER_CLIENT. Generous because many phones share one address behind a
   * carrier's NAT; a browser holds about 6 connections and an event stream.
   */
  defaultPerClient: 128,
  /** Requests one connection may have in flight (pipelined); more and it is cut. */
  maxPipelined: 8,
} as const;

/** Retry-After of a 503 while the database cannot be reached: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const BOOK_CATEGORIES = ['TEXTBOOK', 'REFERENCE', 'GUIDEBOOK', 'SOLUTION', 'OTHER'] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];
export const BOOK_CONDITIONS = ['LIKE NEW', 'GOOD', 'MODERATE', 'POOR'] as const;
export type BookCondition = (typeof BOOK_CONDITIONS)[number];

export const BOOK_LIMITS = {
  nameMax: 100,
  authorMax: 100,
  publicationMax: 255,
  descriptionMax: 5000,
  priceMax: 99999.99,
  editionMax: 999,
  gradeMin: 1,
  gradeMax: 10,
  searchTextMax: 200,
  /** An ISBN as typed: 13 digits with hyphens is 17 characters; room for spaces too (issue 40). */
  isbnTextMax: 32,
  /** Photos per book (issue 27): the cover and seven more, enough for spine, pages and marks. */
  imagesMax: 8,
  /** An upload key's length (books/<32 hex>.webp is 43). */
  imageKeyMax: 200,
} as const;

/** Largest id a client may name; larger numbers are not ids (and would overflow bigint). */
/** The languages BookNook speaks (issue 39), English first: the default (docs/i18n.md). */
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MAX_ID = Number.MAX_SAFE_INTEGER;

export const PAGE_LIMITS = {
  defaultLimit: 6,
  maxLimit: 100,
  maxOffset: 1_000_000,
  /** Browse lists (and their count) stop here: narrow the search to see more. */
  maxResults: 1000,
} as const;

export const UPLOAD_LIMITS = {
  maxBytes: 5_242_880,
  grantTtlSeconds: 5 * 60,
  filenameMax: 255,
} as const;

/** Book images (lib/images.ts): what is accepted and what is made of it. */
export const IMAGE_LIMITS = {
  /**
   * Images with more pixels are refused from their header, before decoding (a 20000 × 20000 PNG
   * of a few kilobytes would need 1.2 GB). 64 MP leaves room for any phone's full-size photo.
   */
  maxPixels: 64_000_000,
  /**
   * Longer side over shorter side, refused from the header: a 1 × 60,000,000 PNG (116 KB, under
   * maxPixels) took libvips 38 s, then WebP refused its height. Such a sliver shows in no frame.
   */
  maxAspectRatio: 20,
  /** Longest side in pixels: WebP's limit (16,383), so that no variant could ever exceed it. Refused from the header. */
  maxSide: 16_383,
  /** Widths of the variants: cards (240–720 at 1–2× pixel density) and the book page (720–1440). */
  variantWidths: [240, 360, 480, 720, 1080, 1440],
  /** The variant `book_image` points at: the first at least this wide (else the largest). */
  defaultWidth: 480,
  webpQuality: 72,
  jpegQuality: 75,
  /** Images processed at once per API instance (IMAGE_CONCURRENCY default): see lib/job-queue.ts. */
  defaultConcurrency: 1,
  /** More waiting than this and an upload is answered 503 (try again in a few seconds). */
  maxWaitingJobs: 20,
  /** Of those, one member's (the sell form sends two at a time): no backlog turns everyone else away. */
  maxWaitingPerMember: 4,
  /** Default of IMAGE_TIMEOUT_SECONDS: one image's processing is stopped after this, and refused with 400. */
  defaultTimeoutSeconds: 10,
} as const;

/**
 * Default of UPLOAD_SWEEP_MARGIN_HOURS: how long after its grant expires an upload no book uses
 * may still be used by a new book, before the upload sweep deletes it.
 */
export const DEFAULT_UPLOAD_SWEEP_MARGIN_HOURS = 24;

export const REPORT_REASON_MAX = 1000;

/** Requests allowed per window for each rate-limited action (docs/architecture.md §4), counted in the database. */
export const RATE_LIMITS = {
  /** Per client address. */
  login: { max: 30, windowSeconds: 5 * 60 },
  /**
   * Per account (the email a sign-in names, whether or not a member has it, so the limit says
   * nothing about who is a member): guesses from many addresses add up. A successful sign-in
   * clears the count.
   */
  loginAccount: { max: 10, windowSeconds: 15 * 60 },
  register: { max: 30, windowSeconds: 60 * 60 },
  /** Accounts a client network makes before each further one needs a proof of work (SIGNUP_CHALLENGE). */
  signupFree: { max: 3, windowSeconds: 60 * 60 },
  /** Per member. */
  uploadGrant: { max: 60, windowSeconds: 10 * 60 },
  report: { max: 30, windowSeconds: 60 * 60 },
  /** New conversations a member starts. */
  conversationStart: { max: 20, windowSeconds: 60 * 60 },
  /** Messages a member sends. */
  messageSend: { max: 30, windowSeconds: 60 },
  /** Conversation reports a member makes. */
  conversationReport: { max: 10, windowSeconds: 60 * 60 },
  /** Password reset requests per client address. */
  passwordReset: { max: 10, windowSeconds: 60 * 60 },
  /** Password reset requests per email address (member or not: the answer is the same). */
  passwordResetAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Reset links tried per client address. */
  passwordResetConfirm: { max: 20, windowSeconds: 60 * 60 },
  /** A member's current password checked (changing the email or password, deleting the account). */
  passwordCheck: { max: 10, windowSeconds: 15 * 60 },
  /** Confirmation links a member asks to be sent again. */
  verificationResend: { max: 5, windowSeconds: 60 * 60 },
  /** Confirmation links tried per client network. */
  verificationConfirm: { max: 30, windowSeconds: 60 * 60 },
  /** Sign-in codes asked for per client network (any addresses). */
  emailCode: { max: 30, windowSeconds: 60 * 60 },
  /** Sign-in codes mailed per address (member or not: past it the answer stays the same, no mail goes). */
  emailCodeAccount: { max: 5, windowSeconds: 60 * 60 },
  /** Codes and links tried per client network (each code also allows only EMAIL_CODE.maxTries). */
  emailCodeVerify: { max: 60, windowSeconds: 15 * 60 },
  /** Remote load and error reports per client network (a page sends at most two per remote version). */
  remoteEvent: { max: 120, windowSeconds: 10 * 60 },
  /** Searches of areas to save by name (each groups the books of every matching area). */
  areaChoices: { max: 30, windowSeconds: 10 * 60 },
  /** ISBN look-ups per client network (GET /books/lookup/; each may ask BOOK_LOOKUP_URL): a shelf listed in a sitting. */
  bookLookup: { max: 120, windowSeconds: 10 * 60 },
} as const;

/** Per-member rate limits (the others count the client's address). */
export const MEMBER_RATE_LIMITS: readonly (keyof typeof RATE_LIMITS)[] = [
  'uploadGrant',
  'areaChoices',
  'report',
  'conversationStart',
  'messageSend',
  'conversationReport',
  'passwordCheck',
  'verificationResend',
];

export const MESSAGE_LIMITS = {
  bodyMax: 2000,
  /** Messages per page of a conversation's history. */
  pageDefault: 30,
  pageMax: 100,
  /** Conversations per page of the inbox. */
  inboxPageDefault: 20,
  inboxPageMax: 50,
  /** Messages a reconnecting stream is sent from before its Last-Event-ID; older ones are refetched. */
  replayMax: 200,
  /** Reported conversations per moderation page. */
  reportedPage: 50,
  /** Open event streams per member (tabs and devices) and per API instance. */
  streamsPerMember: 10,
  defaultStreamsPerInstance: 5000,
  /** A comment line every this often keeps proxies from closing an idle stream and checks the session. */
  heartbeatSeconds: 25,
  /** What EventSource waits before reconnecting. */
  retryMs: 3000,
} as const;

export { BETWEEN_VISITS } from './between-visits-limits';
