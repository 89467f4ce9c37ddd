import { createI18n, translator } from '../src/i18n/catalogues';

/** What an English screen shows for a message: tests read text through the same `t` the screens use. */
export const englishT = translator(createI18n('en'));
