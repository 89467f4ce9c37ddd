// The checks every package's key test runs on its catalogues (docs/i18n.md, "Tests that keep translations whole").
import { writeFileSync } from 'node:fs';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { catalogueTexts, compiledModule } from '../build/compile-catalogue';

/** The arguments of a message with their kind (`name` → '', 'number', 'plural', …), branches included. */
function argumentsOf(message: CompiledMessage, found = new Map<string, string>()): Map<string, string> {
  if (typeof message === 'string') return found;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    found.set(name, type ?? '');
    if (format && typeof format === 'object') {
      for (const branch of Object.values(format)) if (Array.isArray(branch)) argumentsOf(branch as CompiledMessage, found);
    }
  }
  return found;
}

/** The words a message writes, branches included (no argument names or plural selectors such as `=0`). */
function literalsOf(message: CompiledMessage): string {
  if (typeof message === 'string') return message;
  return message
    .map((token) => {
      if (typeof token === 'string') return token;
      const format = token[2];
      if (!format || typeof format !== 'object') return '';
      return Object.values(format)
        .map((branch) => (Array.isArray(branch) ? literalsOf(branch as CompiledMessage) : ''))
        .join(' ');
    })
    .join('');
}

const describeArguments = (message: string) =>
  [...argumentsOf(compileMessage(message))]
    .map(([name, type]) => `${name}:${type}`)
    .sort()
    .join(' ');

/**
 * What is wrong with a translation of an English catalogue, one line each: a key missing from either, an empty text,
 * an argument one language lacks (or formats otherwise), a number written in ASCII digits (Nepali writes Devanagari,
 * through `{x, number}`), a number given without `{x, number}`.
 */
export function translationProblems(english: object, translation: object, { nativeDigits = true } = {}): string[] {
  const source = new Map(catalogueTexts(english));
  const translated = new Map(catalogueTexts(translation));
  const problems: string[] = [];
  for (const key of source.keys()) if (!translated.has(key)) problems.push(`${key}: missing from the translation`);
  for (const [key, text] of translated) {
    const original = source.get(key);
    if (original === undefined) {
      problems.push(`${key}: not in the English catalogue`);
      continue;
    }
    for (const [language, message] of [['English', original] as const, ['translation', text] as const]) {
      if (message.trim() === '') problems.push(`${key}: empty in the ${language}`);
      for (const [name, type] of argumentsOf(compileMessage(message))) {
        if (type === '' && /^(count|n|number|year|total|price|amount|days|hours|minutes)$/i.test(name)) {
          problems.push(`${key}: {${name}} is a number written without {${name}, number} in the ${language}`);
        }
      }
    }
    if (describeArguments(original) !== describeArguments(text)) {
      problems.push(`${key}: arguments differ (${describeArguments(original)} | ${describeArguments(text)})`);
    }
    if (nativeDigits && /[0-9]/.test(literalsOf(compileMessage(text)))) problems.push(`${key}: ASCII digits in the translation`);
  }
  return problems;
}

/** Fails when a committed `*.compiled.ts` differs from a fresh compile; `WRITE_CATALOGUES=1` rewrites it instead. */
export function expectCompiledCurrent(
  committed: unknown,
  fresh: Record<string, string | CompiledMessage>,
  file: string,
  from: string,
): void {
  if (process.env.WRITE_CATALOGUES) writeFileSync(file, compiledModule(fresh, from));
  else expect(committed).toEqual(fresh);
}
