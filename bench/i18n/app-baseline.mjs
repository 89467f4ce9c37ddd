// React and the same screen with no i18n library (it shows the keys): what both libraries are measured against.
import { createElement as h } from 'react';
import { Screen } from './screen.mjs';

export const name = 'React alone';

export async function prepare(lang, load) {
  const texts = (await load(lang)).default;
  return h(Screen, { t: (key) => texts[key] ?? key });
}
