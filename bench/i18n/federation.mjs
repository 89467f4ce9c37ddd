// What the bundle and timing figures do not show: Nepali plurals, and one shared instance across remotes. Two
// "remotes" (Browse, then Sell, whose catalogue arrives later) render under the shell's provider in jsdom; a language
// switch must re-render both. This is the Module Federation arrangement: the library and its React binding are shared
// singletons, so every remote's hook reads the shell's context and instance.
import i18next from 'i18next';
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { JSDOM } from 'jsdom';
import { createElement as h } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18nextResources, linguiMessages } from './formats.mjs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const sell = { en: 'Sell your book', ne: 'आफ्नो किताब बेच्नुहोस्' };
// Generous: React subscribes in passive effects, which a cold process runs late.
const tick = () => new Promise((resolve) => setTimeout(resolve, 250));

/** Mounts Browse, adds Sell's catalogue and mounts it, switches to Nepali; returns what each step showed and the renders. */
async function scenario({ Provider, props, Browse, Sell, addSell, switchToNepali }) {
  const dom = new JSDOM('<!doctype html><div id="browse"></div><div id="sell"></div>');
  Object.assign(globalThis, {
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    IS_REACT_ACT_ENVIRONMENT: false,
  });
  const { createRoot } = await import('react-dom/client');
  const renders = { browse: 0, sell: 0 };
  // Each remote's component counts its own renders (the hook re-renders it, not its parent).
  const counted = (name, text) => () => {
    renders[name] += 1;
    return h('p', null, text());
  };
  const root = createRoot(dom.window.document.getElementById('browse'));
  root.render(h(Provider, props, h(counted('browse', Browse)), h(counted('sell', Sell))));
  const shown = () => [...dom.window.document.querySelectorAll('p')].map((p) => p.textContent).join(' | ');
  await tick();
  const before = shown();
  await addSell();
  await tick();
  const afterSell = shown();
  await switchToNepali();
  await tick();
  const after = shown();
  root.unmount();
  return { before, afterSell, after, renders };
}

async function withI18next() {
  const i18n = i18next.createInstance();
  // `bindI18nStore: 'added'`: a component re-renders when a remote's namespace arrives.
  const options = {
    lng: 'en',
    fallbackLng: 'en',
    ns: ['browse'],
    defaultNS: 'browse',
    resources: { en: { browse: i18nextResources('en') } },
  };
  await i18n.init({
    ...options,
    keySeparator: false,
    nsSeparator: ':',
    partialBundledLanguages: true,
    initAsync: false,
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  return scenario({
    Provider: I18nextProvider,
    props: { i18n },
    Browse: () => useTranslation('browse').t('nav.messagesUnread', { count: 2 }),
    Sell: () => useTranslation('sell').t('title', { defaultValue: '…' }),
    addSell: async () => i18n.addResourceBundle('en', 'sell', { title: sell.en }),
    switchToNepali: async () => {
      i18n.addResourceBundle('ne', 'browse', i18nextResources('ne'));
      i18n.addResourceBundle('ne', 'sell', { title: sell.ne });
      await i18n.changeLanguage('ne');
    },
  });
}

async function withLingui() {
  // `missing`: what a key shows before its remote's catalogue arrives (i18next's `defaultValue` above).
  const i18n = setupI18n({ locale: 'en', messages: { en: linguiMessages('en') }, missing: () => '…' });
  return scenario({
    Provider: I18nProvider,
    props: { i18n },
    Browse: () => useLingui().i18n._('nav.messagesUnread', { count: 2 }),
    Sell: () => useLingui().i18n._('sell.title'),
    // `load` merges a remote's messages into the locale's catalogue and tells the provider.
    addSell: async () => i18n.load('en', { 'sell.title': compileMessageOrThrow(sell.en) }),
    switchToNepali: async () => {
      i18n.load('ne', { ...linguiMessages('ne'), 'sell.title': compileMessageOrThrow(sell.ne) });
      i18n.activate('ne');
    },
  });
}

export async function federation() {
  const rules = new Intl.PluralRules('ne');
  console.log(`\nNepali plurals: Intl.PluralRules('ne') has categories ${JSON.stringify(rules.resolvedOptions().pluralCategories)}`);
  const ne = { i18next: i18nextResources('ne'), lingui: linguiMessages('ne') };
  console.log(
    `  0 → ${rules.select(0)}, 1 → ${rules.select(1)}, 2 → ${rules.select(2)}: both libraries pick the form with Intl.PluralRules.`,
  );
  console.log(
    `  i18next keeps one key per form: ${Object.keys(ne.i18next)
      .filter((key) => key.startsWith('nav.messagesUnread'))
      .join(', ')}`,
  );
  console.log(`  Lingui keeps one ICU message (compiled): ${JSON.stringify(ne.lingui['nav.messagesUnread'])}`);
  for (const [name, run] of [
    ['i18next + react-i18next', withI18next],
    ['Lingui', withLingui],
  ]) {
    const { before, afterSell, after, renders } = await run();
    console.log(`\nOne shared instance, two remotes (${name}), in jsdom:`);
    console.log(`  Browse mounted, Sell's catalogue not yet loaded: "${before}"`);
    console.log(`  Sell's catalogue added later (lazy, per remote):  "${afterSell}"`);
    console.log(`  switched to Nepali once:                         "${after}"  (renders: Browse ${renders.browse}, Sell ${renders.sell})`);
  }
}
