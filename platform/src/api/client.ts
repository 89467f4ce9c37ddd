import redaxios from 'redaxios';

export const API_BASE = '/api/v1';

/**
 * The one HTTP client of every app. The API sets a readable `csrftoken` cookie on any response;
 * redaxios copies it into `X-CSRFToken` on each request, which the API demands on mutations.
 */
export const http = redaxios.create({
  baseURL: API_BASE,
  withCredentials: true,
  xsrfCookieName: 'csrftoken',
  xsrfHeaderName: 'X-CSRFToken',
  headers: { Accept: 'application/json' },
});

/** Shape of every error body the API sends: `{"detail": "...", "errors"?: {field: message}}`. */
export interface ApiErrorBody {
  detail?: string;
  errors?: Record<string, string>;
}

/** redaxios rejects with the Response; pull out the server's detail, else the caller's fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  const body = (error as { data?: ApiErrorBody } | null)?.data;
  return typeof body?.detail === 'string' && body.detail.length > 0 ? body.detail : fallback;
}

/** The API's per-field messages of a refused request (`errors`: field → message); none for other failures. */
export function errorFields(error: unknown): Record<string, string> {
  const errors = (error as { data?: ApiErrorBody } | null)?.data?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** SWR fetcher: keys are API paths relative to /api/v1. */
export async function fetchJson<T>(path: string): Promise<T> {
  const response = await http.get<T>(path);
  return response.data;
}
