/** The languages BookNook speaks (docs/i18n.md). English is the source of every catalogue and the fallback. */
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a guest's choice, and the query parameter that sets it (`?lang=ne`: a page's Nepali URL). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The locales numbers are formatted with. Chromium ships no Nepali formatting data (`ne-NP` falls back to en-US and
 * ASCII digits there), so Indian grouping with Devanagari digits comes next: `१२,३४,५६७` wherever either is known.
 */
export const NUMBER_LOCALES: Readonly<Record<Language, readonly string[]>> = {
  en: ['en-US'],
  ne: ['ne-NP', 'en-IN-u-nu-deva'],
};

/** The language of a `lang` cookie in a Cookie header, if it names one we speak. */
export function languageFromCookie(cookie: string | undefined): Language | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '')?.[1];
  return isLanguage(value) ? value : null;
}

/** The cookie that keeps a choice for a year, on every path. */
export const languageCookie = (language: Language): string => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
