// Which errors mean "the database cannot answer right now" (a restart, a failover, a dropped
// connection) rather than "this request is wrong": those become 503 with Retry-After, never a 500,
// and never end the process.

/** SQLSTATEs of a database that is going away, coming back, or too busy (PostgreSQL appendix A). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: "terminating connection due to administrator command" (pg_ctl stop/restart -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: "the database system is starting up / shutting down"
  '53300', // too_many_connections
  '53100', // disk_full
  '53200', // out_of_memory
  '40001', // serialization_failure: safe to retry
  '40P01', // deadlock_detected: safe to retry
]);

/** Socket-level failures while connecting to or talking with the server. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** node-postgres reports a lost or refused connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Query read timeout/,
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether `error` (or what caused it) says the database is unreachable or restarting. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code !== undefined) {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && code === undefined && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Connecting to "localhost" tries every address and fails with an AggregateError of them.
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** A unique constraint refused the write (`constraint`, when given, names which). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pgError = error as { code?: unknown; constraint?: unknown };
  return pgError.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
