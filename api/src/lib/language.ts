import { AsyncLocalStorage } from 'node:async_hooks';
import { LANGUAGES, type Language } from '../limits';

// The language the API is answering in (issue 39, docs/i18n.md, "The API"). A request's is decided once
// (plugins/language.ts) and a mail's is its recipient's (inLanguage); the catalogues read it when a text is taken,
// so a service deep in a feature that throws `new HttpError(409, texts.alreadyReported)` answers in Nepali without
// knowing there is a request at all.

export { LANGUAGES, type Language };

/**
 * A catalogue's twin in another language: the same keys, each a string or a function taking the same arguments
 * (a key missing from either side is a type error).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

const current = new AsyncLocalStorage<{ language: Language }>();

/** The language of the request or mail being made; English outside both (start-up, commands, tests). */
export function currentLanguage(): Language {
  return current.getStore()?.language ?? 'en';
}

/** Run `work` (the rest of a request: plugins/language.ts) with `state.language`, which may change, as the current language. */
export function inLanguageState<T>(state: { language: Language }, work: () => T): T {
  return current.run(state, work);
}

/** Run `work` in `language`: every catalogue read inside it, even after an await, answers in it. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return current.run({ language }, work);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** English text → its Nepali, for texts taken once at start-up (a route's field messages): see translateText. */
const knownTexts = new Map<string, string>();

function learnPairs(english: unknown, nepali: unknown): void {
  if (typeof english === 'string' && typeof nepali === 'string') {
    // A twin that is still the English (not translated yet) must not hide a real translation met later.
    if (nepali !== english && !knownTexts.has(english)) knownTexts.set(english, nepali);
  } else if (english && nepali && typeof english === 'object' && typeof nepali === 'object') {
    for (const [key, value] of Object.entries(english)) learnPairs(value, (nepali as Record<string, unknown>)[key]);
  }
}

/**
 * A catalogue that answers in the current language: `texts.notFound` is English or Nepali by who is being answered.
 * English is the target, so types, keys and anything that walks the object (tests, `...spread`) see the English
 * catalogue. A group (`messages.account.savedArea`) is such a catalogue too, so one kept in a constant at start-up
 * (`const M = messages.account.savedArea`) still answers in the language of each request.
 */
export function localized<T extends object>(english: T, translations: { ne: Translation<T> }): T {
  learnPairs(english, translations.ne);
  catalogues.push({ english, nepali: translations.ne });
  return answering(english, translations.ne);
}

/** Every catalogue made with `localized`, with its twin: the test that keeps translations whole walks them. */
const catalogues: { english: object; nepali: object }[] = [];

export function translatedCatalogues(): readonly { english: object; nepali: object }[] {
  return catalogues;
}

const groups = new WeakMap<object, object>();

function answering<T extends object>(english: T, nepali: Translation<T>): T {
  return new Proxy(english, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      const twin = Reflect.get(nepali, key) as unknown;
      if (value && typeof value === 'object' && twin && typeof twin === 'object') {
        let group = groups.get(value);
        if (!group) groups.set(value, (group = answering(value, twin)));
        return group;
      }
      return currentLanguage() === 'ne' ? twin : value;
    },
  });
}

/**
 * A fixed text in `language`. Texts read once at start-up (a route's field messages, which Fastify holds as strings)
 * are English; this finds their twin in the catalogues made with `localized`, and leaves any other text as it is.
 */
export function translateText(text: string, language: Language): string {
  return language === 'en' ? text : (knownTexts.get(text) ?? text);
}

const nepaliDigits = new Intl.NumberFormat(['ne-NP', 'en-IN-u-nu-deva']);

/** A number as the language writes it: `1,500` in English, `१,५००` in Nepali (Devanagari digits, Indian grouping). */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return language === 'ne' ? nepaliDigits.format(value) : String(value);
}
