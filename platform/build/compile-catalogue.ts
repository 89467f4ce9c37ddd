// Compiles a package's catalogues at build time with Lingui's `compileMessage`, so no browser downloads the ICU parser
// (some 8 KB gzip) or spends time parsing: each package commits the result (`*.compiled.ts`, never edited by hand),
// and its key test fails when that is stale (docs/i18n.md, "Compiled catalogues").
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';

type Compiled = Record<string, string | CompiledMessage>;

/** Compiled, with plain text kept as its string (what `compileMessage` gives as a list of one). */
function compile(message: string): string | CompiledMessage {
  const compiled = compileMessage(message);
  return Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
}

/** Every text of a catalogue by its dotted key, in a stable order. */
export function catalogueTexts(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue)
    .flatMap(([key, value]): [string, string][] => {
      const path = `${prefix}${key}`;
      if (typeof value === 'string') return [[path, value]];
      if (value && typeof value === 'object') return catalogueTexts(value as object, `${path}.`);
      throw new Error(`${path} is not text: a catalogue holds ICU strings only`);
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The English messages that take values, compiled (plain text needs no compiling: it is its own translation). */
export function compileEnglish(english: object): Compiled {
  const compiled: Compiled = {};
  for (const [, source] of catalogueTexts(english)) {
    const message = compile(source);
    if (typeof message !== 'string') compiled[source] = message;
  }
  return compiled;
}

/**
 * A translation compiled and keyed by the English text (a message's id). Two keys with the same English must say
 * the same in the translation: one id cannot carry two texts.
 */
export function compileTranslation(english: object, translation: object): Compiled {
  const translated = new Map(catalogueTexts(translation));
  const compiled: Compiled = {};
  const seen = new Map<string, string>();
  for (const [path, source] of catalogueTexts(english)) {
    const text = translated.get(path);
    if (text === undefined) throw new Error(`${path} has no translation`);
    const other = seen.get(source);
    if (other !== undefined && other !== text) {
      throw new Error(`"${source}" is translated two ways (${path}): give one of the English texts other words`);
    }
    seen.set(source, text);
    compiled[source] = compile(text);
  }
  return compiled;
}

/** The text of a `*.compiled.ts` file. */
export function compiledModule(compiled: Compiled, from: string): string {
  return [
    `// Compiled from ${from} by platform/build/compile-catalogue.ts (its key test rewrites it): never edited by hand.`,
    "import type { CompiledMessages } from '@booknook/platform';",
    '',
    `const compiled: CompiledMessages = ${JSON.stringify(compiled, null, 2)};`,
    'export default compiled;',
    '',
  ].join('\n');
}
