import { errorFields } from '@booknook/platform';
import { fieldOfApiName, type SellBookField } from './sell-fields';

export type { SellBookField };

/**
 * Splits a failed POST /books/create/ body into errors the form can show beside its fields and the rest
 * (e.g. latitude), which belong in the banner.
 */
export function serverFieldErrors(error: unknown): { fields: Partial<Record<SellBookField, string>>; other: string[] } {
  const fields: Partial<Record<SellBookField, string>> = {};
  const other: string[] = [];
  for (const [apiName, message] of Object.entries(errorFields(error))) {
    const field = fieldOfApiName.get(apiName.replace(/^body[./]/, ''));
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}
