/** An error whose message is safe to show: the error handler turns it into `{detail, errors?}`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
    /** For 429: when to try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}
