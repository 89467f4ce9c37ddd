import { BETWEEN_VISITS } from './limits';

// How each setting's text is read (config.ts puts them together): a value that cannot be read is a ConfigError naming
// the variable, at start, never a surprise later.

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type StorageKind = 'local' | 's3';

export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${value}".`);
  }
  return port;
}

export function parseFlag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}".`);
}

export function parseMultiplier(value: string | undefined): number {
  if (value === undefined) return 1;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 0) {
    throw new ConfigError(`RATE_LIMIT_MULTIPLIER must be a number >= 0, got "${value}".`);
  }
  return multiplier;
}

export function parseNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  { min, integer }: { min: number; integer: boolean },
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || (integer && !Number.isInteger(number))) {
    throw new ConfigError(`${name} must be ${integer ? 'an integer' : 'a number'} >= ${min}, got "${value}".`);
  }
  return number;
}

export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined) return 'loopback';
  return parseFlag('TRUST_PROXY', /^[01]$|^(true|false|yes|no|on|off)$/i.test(value) ? value : undefined) ?? value;
}

export function parseStorage(value: string | undefined): StorageKind {
  const storage = (value ?? 'local').toLowerCase();
  if (storage !== 'local' && storage !== 's3') {
    throw new ConfigError(`STORAGE must be "local" or "s3", got "${value}".`);
  }
  return storage;
}

export function parseDigestHour(value: string | undefined): number {
  if (value === undefined) return BETWEEN_VISITS.digestHour;
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new ConfigError(`DIGEST_HOUR must be a whole hour from 0 to 23, got "${value}".`);
  return hour;
}

export function parseReadUrls(value: string | undefined, databaseUrl: string | undefined): string[] {
  const urls = (value ?? '').split(',').flatMap((url) => nonEmpty(url) ?? []);
  if (urls.length > 0 && !databaseUrl) throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: PGlite has no replicas.');
  const invalid = urls.find((url) => !/^postgres(ql)?:\/\//.test(url));
  if (invalid !== undefined) throw new ConfigError(`DATABASE_READ_URL must list postgres:// URLs, got "${invalid}".`);
  return urls;
}

export function parseSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
  }
  return value;
}

export function hostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** BOOK_LOOKUP_URL: the base URL of an Open Library-compatible catalogue (http or https, no query), without a trailing slash. */
export function parseBookLookupUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`BOOK_LOOKUP_URL must be a URL such as https://openlibrary.org, got "${value}".`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`BOOK_LOOKUP_URL must be an http:// or https:// URL without a query or credentials, got "${value}".`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
