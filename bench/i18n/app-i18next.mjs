// The screen with i18next + react-i18next: one instance per page (per request on the server), the package's
// namespace added when its catalogue arrives, as a remote would on first use.
import i18next from 'i18next';
import { createElement as h } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { formatLocales } from './locales.mjs';
import { Screen } from './screen.mjs';

export const name = 'i18next + react-i18next';

function Browse() {
  const { t } = useTranslation('browse');
  return h(Screen, { t });
}

/** `load(lang)` resolves to the namespace's resources (a lazily imported chunk in the browser). */
export async function prepare(lang, load) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: 'en',
    ns: [],
    resources: {},
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    // React escapes; escaping again would show `&amp;`.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // i18next formats with the language's own code; Nepali needs its fallback list (locales.mjs).
  i18n.services.formatter.addCached('number', (lng, options) => {
    const format = new Intl.NumberFormat(formatLocales(lng), options);
    return (value) => format.format(value);
  });
  i18n.addResourceBundle(lang, 'browse', (await load(lang)).default);
  return h(I18nextProvider, { i18n }, h(Browse));
}
