import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, NUMBER_LOCALES, type Language } from './languages';
import type { ValuesArgument } from './message-values';

/** A catalogue compiled by `compileMessage` at build time (platform/build/compile-catalogue.ts), keyed by its English text. */
export type CompiledMessages = Messages;
/** A package's loaders of its translations, one lazily imported chunk per language: English visitors fetch none. */
export type TranslationLoaders = Partial<Record<Exclude<Language, 'en'>, () => Promise<{ default: CompiledMessages }>>>;

// One registry per page (the platform is a singleton), and per server process: every package adds its compiled
// English (only its messages with values: plain text is its own translation) and its loaders when it loads.
const english: CompiledMessages = {};
const loaded: Record<Language, CompiledMessages> = { en: english, ne: {} };
const loaders: TranslationLoaders[] = [];
const instances = new Set<I18n>();

export function registerEnglish(compiled: CompiledMessages): void {
  Object.assign(english, compiled);
}

/**
 * Adds a package's translations. Where a page already shows another language (a remote arriving after a switch),
 * its catalogue is fetched at once and merged into every live instance, which re-renders what reads it.
 */
export function registerTranslations(packageLoaders: TranslationLoaders): void {
  loaders.push(packageLoaders);
  const showing = new Set([...instances].map((i18n) => i18n.locale as Language));
  for (const language of showing)
    if (language !== DEFAULT_LANGUAGE) {
      // Until it arrives the remote shows its English; a failed chunk is tried again on the next switch.
      loadFrom(packageLoaders, language).catch((error: unknown) => console.warn(`No ${language} catalogue yet`, error));
    }
}

const fetched = new Map<TranslationLoaders, Map<Language, Promise<void>>>();
/** Fetches one package's catalogue of a language, once, and merges it into every live instance. */
function loadFrom(packageLoaders: TranslationLoaders, language: Language): Promise<void> {
  const load = language === 'en' ? undefined : packageLoaders[language];
  if (!load) return Promise.resolve();
  const byLanguage = fetched.get(packageLoaders) ?? new Map<Language, Promise<void>>();
  fetched.set(packageLoaders, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const loading = load().then(({ default: messages }) => {
    Object.assign(loaded[language], messages);
    for (const i18n of instances) i18n.load(language, messages);
  });
  byLanguage.set(language, loading);
  // A chunk that failed to arrive may be asked for again.
  loading.catch(() => byLanguage.delete(language));
  return loading;
}

/** Fetches every registered package's catalogue of a language. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(loaders.map((packageLoaders) => loadFrom(packageLoaders, language)));
}

/**
 * An instance speaking `language` with every catalogue loaded so far. The server makes one per request (a copy of
 * the loaded messages, so no request changes another's); the browser one per page, which follows later loads.
 */
export function createI18n(language: Language, { live = false }: { live?: boolean } = {}): I18n {
  const messages = Object.fromEntries(LANGUAGES.map((l) => [l, { ...loaded[l] }]));
  const i18n = setupI18n({ locale: language, locales: [...NUMBER_LOCALES[language]], messages });
  if (live) instances.add(i18n);
  return i18n;
}

/** Changes an instance's language once its catalogues are in: everything that reads it re-renders. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  await loadLanguage(language);
  i18n.activate(language, [...NUMBER_LOCALES[language]]);
}

/** Named number styles a catalogue may use: `{year, number, plain}` writes a year's digits without grouping. */
const MESSAGE_FORMATS = { plain: { useGrouping: false } };

/** The typed translator: `t(messages.footer.copyright, { year })` in the instance's language. */
export type Translate = <S extends string>(message: S, ...values: ValuesArgument<S>) => string;

/**
 * A message is identified by its English text (Lingui's own way: the source is the key translators see). Plain
 * text missing from a catalogue is shown in English, and so is a message with values (compiled English), never a key.
 */
export function translator(i18n: I18n): Translate {
  return (message, ...values) => {
    const compiled = i18n.messages[message] ?? english[message];
    if (compiled === undefined || typeof compiled === 'string') return compiled ?? message;
    // Lingui's options type the fallback as text; a compiled message is what it interpolates.
    return i18n._(message, values[0], { message: compiled as unknown as string, formats: MESSAGE_FORMATS });
  };
}

/** A translation of a catalogue has its shape, text for text: a key missing from a language fails the type-check. */
export type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> };
