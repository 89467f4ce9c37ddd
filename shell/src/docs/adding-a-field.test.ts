/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// docs/development.md "Adding a field to a book" names, in order, the files a new book field touches, with
// `condition` as the model, then (as a bulleted list) the files that handle `condition` only for itself. This keeps
// both true: every file named is there (a step's file with the table it names), every source file that handles
// `condition` is named, and the steps stay within the target of 14 source files.

const ROOT = path.join(__dirname, '..', '..', '..');
const PACKAGES = ['api', 'contract', 'design-system', 'platform', 'shell', 'mfe-browse', 'mfe-sell', 'mfe-account'];

/** Handles the book's condition (not the word in prose): its values, labels, type, column or property. */
const HANDLES_CONDITION = /BOOK_CONDITIONS|\bCONDITIONS\b|conditionLabels|BookCondition|\bCondition\b|[.'"]condition\b|\bcondition:/;

interface Step {
  number: number;
  file: string;
  tables: string[];
}

/** The most source files the exercise may touch (issue 38: one list per fact). */
const MAX_SOURCE_FILES = 14;

function section(): string {
  const doc = readFileSync(path.join(ROOT, 'docs', 'development.md'), 'utf8');
  const found = doc.split(/^## /m).find((part) => part.startsWith('Adding a field to a book'));
  if (!found) throw new Error('docs/development.md has no "Adding a field to a book" section');
  return found;
}

/** The files that handle `condition` for itself alone: a new field needs no edit there. */
function apart(): string[] {
  return [...section().matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]!);
}

function steps(): Step[] {
  return [...section().matchAll(/^(\d+)\. `([^`]+)`(.*)$/gm)].map(([, number, file, rest]) => ({
    number: Number(number),
    file: file!,
    tables: [...rest!.matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1]!),
  }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.gen\.ts$/.test(name) ? [full] : [];
  });
}

describe('"Adding a field to a book" in docs/development.md', () => {
  const list = steps().filter((step) => !step.file.startsWith('npm '));

  it('numbers its steps in order', () => {
    expect(steps().map((step) => step.number)).toEqual(steps().map((_, index) => index + 1));
  });

  it.each(list.map((step) => [step.file, step] as const))('names %s, which is there with the tables it names', (file, step) => {
    expect(existsSync(path.join(ROOT, file))).toBe(true);
    if (file.endsWith('/')) return;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const table of step.tables) expect(`${file}: ${text.includes(table) ? table : 'missing'}`).toBe(`${file}: ${table}`);
  });

  it(`touches at most ${MAX_SOURCE_FILES} source files`, () => {
    expect(list.length).toBeLessThanOrEqual(MAX_SOURCE_FILES);
  });

  it.each(apart())('names %s apart, which is there', (file) => {
    expect(existsSync(path.join(ROOT, file))).toBe(true);
  });

  it('names every source file that handles condition', () => {
    const named = new Set([...list.map((step) => step.file), ...apart()]);
    const handling = PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
      // Test fixtures follow the tests, which the doc names by where they are.
      .filter((file) => !/[\\/]testing([\\/]|\.tsx?$)/.test(file))
      .filter((file) => HANDLES_CONDITION.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    expect(handling.filter((file) => !named.has(file))).toEqual([]);
  });
});
