import { catalogueEntries, NEPALI_NUMBER_LOCALES, nepaliDigits, nepaliNumber, nepaliPlural } from './translation';

it('writes numbers with Devanagari digits and Nepali grouping (lakhs)', () => {
  expect(nepaliNumber(1500)).toBe('१,५००');
  expect(nepaliNumber(1234567)).toBe('१२,३४,५६७');
  expect(nepaliDigits(2026)).toBe('२०२६');
});

it('writes the same digits in a browser that has no Nepali formatting data (Chromium)', () => {
  const withoutNepali = new Intl.NumberFormat(NEPALI_NUMBER_LOCALES.slice(1));
  expect(withoutNepali.format(1234567)).toBe(nepaliNumber(1234567));
});

it('picks the plural form by Nepali rules: one for 1, other for 0 and 2', () => {
  const forms = { one: 'किताब', other: 'किताबहरू' };
  expect([0, 1, 2].map((n) => nepaliPlural(n, forms))).toEqual(['किताबहरू', 'किताब', 'किताबहरू']);
});

it('lists a catalogue as dotted keys with their kind, sorted', () => {
  expect(catalogueEntries({ b: 'B', a: { c: (n: number) => `${n}` } })).toEqual([
    ['a.c', 'function'],
    ['b', 'text'],
  ]);
});
