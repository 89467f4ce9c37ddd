// A translation of a catalogue has its shape: the same keys, text for text, and for a sentence built from values a
// function taking the same values. So a key missing from a language, or a sentence taking other values, fails the
// type-check. Not used by screens yet (docs/i18n.md: the plan).

export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/** Each entry of a catalogue as a dotted key and its kind, in a stable order (for tests that compare languages). */
export function catalogueEntries(catalogue: object, prefix = ''): [string, 'text' | 'function'][] {
  return Object.entries(catalogue)
    .flatMap(([key, value]): [string, 'text' | 'function'][] => {
      const path = `${prefix}${key}`;
      if (typeof value === 'string') return [[path, 'text']];
      if (typeof value === 'function') return [[path, 'function']];
      return catalogueEntries(value as object, `${path}.`);
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Chromium ships no Nepali formatting data (`ne-NP` falls back to en-US and ASCII digits there), so Indian grouping
 * with Devanagari digits comes next: the same `१२,३४,५६७` wherever either is known.
 */
export const NEPALI_NUMBER_LOCALES = ['ne-NP', 'en-IN-u-nu-deva'];
const nepaliNumbers = new Intl.NumberFormat(NEPALI_NUMBER_LOCALES);
const nepaliDigitsOnly = new Intl.NumberFormat(NEPALI_NUMBER_LOCALES, { useGrouping: false });
const nepaliPlurals = new Intl.PluralRules('ne');

/** `1500` → `१,५००`: Nepali writes Devanagari digits. */
export const nepaliNumber = (n: number): string => nepaliNumbers.format(n);

/** `2026` → `२०२६`: a year or a code, digits without grouping. */
export const nepaliDigits = (n: number): string => nepaliDigitsOnly.format(n);

/** The form of a word after `n` by Nepali's plural rules (`one`, `other`). */
export const nepaliPlural = (n: number, forms: { one: string; other: string }): string =>
  nepaliPlurals.select(n) === 'one' ? forms.one : forms.other;
