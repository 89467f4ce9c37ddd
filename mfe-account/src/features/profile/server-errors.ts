import { errorStatus } from '@booknook/shared-ui';

/** The API's `errors` (field → message) of a refused form, for Formik's setErrors; none for other failures. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (errorStatus(error) === undefined) return {};
  const errors = (error as { data?: { errors?: unknown } }).data?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
