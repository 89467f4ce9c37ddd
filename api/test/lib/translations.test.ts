import fs from 'node:fs';
import path from 'node:path';
import { translatedCatalogues } from '../../src/lib/language';

// Translations that cannot rot (issue 39): every API catalogue with a Nepali twin (`<name>.ne.ts` beside `<name>.ts`)
// has the same keys in both languages, no empty text, a function where English has one, and says who reviewed it.

const SRC = path.join(__dirname, '../../src');

const twins = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ne.ts'))
  .map((file) => ({ nepali: file, english: file.replace(/\.ne\.ts$/, '.ts') }));

type Problem = string;

function compare(english: unknown, nepali: unknown, at: string, problems: Problem[]): void {
  if (typeof english === 'string') {
    if (typeof nepali !== 'string') problems.push(`${at}: not a text in Nepali`);
    else if (nepali.trim() === '') problems.push(`${at}: empty in Nepali`);
    if (english.trim() === '') problems.push(`${at}: empty in English`);
  } else if (typeof english === 'function') {
    if (typeof nepali !== 'function') problems.push(`${at}: not a function in Nepali`);
    else if (nepali.length !== english.length)
      problems.push(`${at}: takes ${nepali.length} values in Nepali, ${english.length} in English`);
  } else if (english && typeof english === 'object') {
    if (!nepali || typeof nepali !== 'object') {
      problems.push(`${at}: not a group in Nepali`);
      return;
    }
    const keys = new Set([...Object.keys(english), ...Object.keys(nepali)]);
    for (const key of keys) {
      if (!(key in english)) problems.push(`${at}.${key}: only in Nepali`);
      else if (!(key in nepali)) problems.push(`${at}.${key}: missing in Nepali`);
      else compare((english as Record<string, unknown>)[key], (nepali as Record<string, unknown>)[key], `${at}.${key}`, problems);
    }
  }
}

describe('the API’s Nepali catalogues', () => {
  beforeAll(async () => {
    // Loading each English file makes its catalogues (localized() records them with their twins).
    await Promise.all(twins.map(({ english }) => import(path.join(SRC, english))));
  });

  it('are found beside their English', () => {
    expect(twins.length).toBeGreaterThanOrEqual(5);
    for (const { english } of twins) expect(fs.existsSync(path.join(SRC, english))).toBe(true);
    expect(translatedCatalogues().length).toBeGreaterThanOrEqual(twins.length);
  });

  it('have every key of the English and no other, none empty', () => {
    const problems: Problem[] = [];
    translatedCatalogues().forEach(({ english, nepali }, index) => compare(english, nepali, `catalogue ${index}`, problems));
    expect(problems).toEqual([]);
  });

  it('give one Nepali to each English text (a route’s field messages are translated by their English)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    const walk = (english: unknown, nepali: unknown) => {
      if (typeof english === 'string' && typeof nepali === 'string') {
        // A group not translated yet carries its English: that is no clash.
        if (nepali === english) return;
        const before = seen.get(english);
        if (before !== undefined && before !== nepali) clashes.push(`${english} → ${before} | ${nepali}`);
        seen.set(english, nepali);
      } else if (english && nepali && typeof english === 'object' && typeof nepali === 'object') {
        for (const [key, value] of Object.entries(english)) walk(value, (nepali as Record<string, unknown>)[key]);
      }
    };
    for (const { english, nepali } of translatedCatalogues()) walk(english, nepali);
    expect(clashes).toEqual([]);
  });

  it.each(twins.map(({ nepali }) => nepali))('%s says whether a native speaker has reviewed it', (file) => {
    const first = fs.readFileSync(path.join(SRC, file), 'utf8').split('\n').slice(0, 3).join(' ');
    expect(first).toMatch(/Unreviewed: written without a native speaker|Reviewed by /);
  });
});
