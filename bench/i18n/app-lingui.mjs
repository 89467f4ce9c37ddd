// The screen with Lingui (@lingui/core + @lingui/react), catalogues compiled ahead of time (no parser at run time).
// Explicit ids keep our dotted keys; the macros (`<Trans>`, `t`) would need a Babel/SWC plugin in every build.
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createElement as h } from 'react';
import { formatLocales } from './locales.mjs';
import { Screen } from './screen.mjs';

export const name = 'Lingui';

function Browse() {
  const { i18n } = useLingui();
  return h(Screen, { t: (id, values) => i18n._(id, values) });
}

/** `load(lang)` resolves to the package's compiled messages (a lazily imported chunk in the browser). */
export async function prepare(lang, load) {
  const i18n = setupI18n();
  i18n.load(lang, (await load(lang)).default);
  // The catalogue's locale, and the locales `Intl` formats numbers with.
  i18n.activate(lang, formatLocales(lang));
  return h(I18nProvider, { i18n }, h(Browse));
}
