import { translationProblems } from '../testing/catalogues';
import { compileEnglish, compileTranslation } from './compile-catalogue';

const english = { a: { title: 'Books', count: '{count, plural, one {# book} other {# books}}' }, year: '© {year, number, plain}' };

it('finds a missing or extra key, an empty text, an argument one language lacks, a bare number, ASCII digits', () => {
  expect(
    translationProblems(english, { a: { title: 'किताब', count: '{count, plural, other {# किताब}}' }, year: '© {year, number, plain}' }),
  ).toEqual([]);
  expect(
    translationProblems(
      { ...english, total: 'Total {total}' },
      { a: { title: '', count: '{n, plural, other {# किताब}}' }, year: '© 2026', extra: 'x', total: 'जम्मा {total}' },
    ),
  ).toEqual([
    'a.count: arguments differ (count:plural | n:plural)',
    'a.title: empty in the translation',
    'extra: not in the English catalogue',
    'total: {total} is a number written without {total, number} in the English',
    'total: {total} is a number written without {total, number} in the translation',
    'year: arguments differ (year:number | )',
    'year: ASCII digits in the translation',
  ]);
  expect(translationProblems(english, { a: { title: 'किताब' } })).toEqual([
    'a.count: missing from the translation',
    'year: missing from the translation',
  ]);
});

it('compiles only the English that takes values, and refuses one English text translated two ways', () => {
  expect(Object.keys(compileEnglish(english))).toEqual([english.a.count, english.year]);
  expect(() => compileTranslation({ a: 'Messages', b: 'Messages' }, { a: 'सन्देशहरू', b: 'सन्देश' })).toThrow(/translated two ways/);
  expect(compileTranslation({ a: 'Messages' }, { a: 'सन्देशहरू' })).toEqual({ Messages: 'सन्देशहरू' });
});
