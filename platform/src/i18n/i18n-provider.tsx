import type { I18n } from '@lingui/core';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { activateLanguage, createI18n, translator, type Translate } from './catalogues';
import { DEFAULT_LANGUAGE, languageCookie, type Language } from './languages';

export interface I18nValue {
  language: Language;
  t: Translate;
  /** A number in the language's digits (`१,५००` in Nepali), for counts shown outside a message (badges). */
  formatNumber: (value: number) => string;
  /** Loads the language's catalogues, switches every remote at once, keeps the choice in the `lang` cookie. */
  switchLanguage: (language: Language) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

function valueOf(i18n: I18n): I18nValue {
  return {
    language: i18n.locale as Language,
    t: translator(i18n),
    formatNumber: (value) => i18n.number(value),
    switchLanguage: async (language) => {
      await activateLanguage(i18n, language);
      document.cookie = languageCookie(language);
      document.documentElement.lang = language;
    },
  };
}

/** The shell's instance for the whole page; a new value on every change (a switch, a catalogue arriving). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [value, setValue] = useState(() => valueOf(i18n));
  useEffect(() => i18n.on('change', () => setValue(valueOf(i18n))), [i18n]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

let english: I18nValue | null = null;
/**
 * The page's language and translator. Without a provider (a remote built with this running under an older shell)
 * it speaks English rather than failing.
 */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (value) return value;
  english ??= valueOf(createI18n(DEFAULT_LANGUAGE));
  return english;
}
