// The one ICU source (catalogue.mjs) written out in each library's own catalogue format, as a translator's tool would:
// i18next's JSON v4 (plural keys `_one`/`_other`, `{{x, number}}`) and Lingui's compiled catalogues (what
// `lingui compile` emits: arrays the runtime interpolates without a parser).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { catalogue } from './catalogue.mjs';

export const LANGUAGES = { en: 1, ne: 2 };

/** The cases of a message that is one `{count, plural, …}` as a whole, or null for any other message. */
function pluralCases(message) {
  const head = /^\{count, plural,\s*/.exec(message);
  if (!head || !message.endsWith('}')) return null;
  const cases = {};
  let at = head[0].length;
  while (at < message.length - 1) {
    const name = /^\s*(\w+)\s*\{/.exec(message.slice(at));
    if (!name) break;
    let depth = 1;
    let end = at + name[0].length;
    for (; depth > 0; end += 1) depth += message[end] === '{' ? 1 : message[end] === '}' ? -1 : 0;
    cases[name[1]] = message.slice(at + name[0].length, end - 1);
    at = end;
  }
  return cases;
}

/** `{x}` → `{{x}}`, `{x, number}` → `{{x, number}}`, `#` → the formatted count. */
const toI18nextText = (text) =>
  text.replace(/\{(\w+)(, number)?\}/g, (_, name, number) => `{{${name}${number ?? ''}}}`).replace(/#/g, '{{count, number}}');

/** One language's i18next resources: flat keys (`keySeparator: false`), plural forms as `key_one`, `key_other`. */
export function i18nextResources(lang) {
  const resources = {};
  for (const entry of catalogue) {
    const [key, message] = [entry[0], entry[LANGUAGES[lang]]];
    const cases = pluralCases(message);
    if (cases) for (const [form, text] of Object.entries(cases)) resources[`${key}_${form}`] = toI18nextText(text);
    else resources[key] = toI18nextText(message);
  }
  return resources;
}

/** One language's compiled Lingui catalogue, keyed by our own ids (explicit ids, not Lingui's hashes of the source). */
export function linguiMessages(lang) {
  return Object.fromEntries(catalogue.map((entry) => [entry[0], compileMessageOrThrow(entry[LANGUAGES[lang]])]));
}

/** The plain source, for the baseline (React with no i18n library: it shows keys). */
export const keys = catalogue.map(([key]) => key);
