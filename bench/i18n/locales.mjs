// The locales numbers are formatted with. Chromium ships no Nepali formatting data (its `Intl.NumberFormat('ne-NP')`
// falls back to en-US, ASCII digits, and drops a `-u-nu-deva` asked of it), so Nepali asks for ne-NP first and
// en-IN with Devanagari digits next: the same output, १२,३४,५६७, wherever either is known.
export const formatLocales = (lang) => (lang === 'ne' ? ['ne-NP', 'en-IN-u-nu-deva'] : [lang]);
