import { theme } from '@booknook/design-system';
import { NUMBER_LOCALES, type Translation } from '@booknook/platform';
import { messages } from '../messages';
import { messagesNe } from '../messages.ne';
import type { SeenConversation } from './seen-conversations';

// The page a navigation gets when there is no network. Written by the worker itself (so it is there from the moment
// the worker is installed, with no file to fetch), as plain HTML and CSS: no script, nothing else to load.

export type OfflineLanguage = 'en' | 'ne';

/** Nepali when the browser asks for it first, as the member reads the rest of their phone. */
export const offlineLanguage = (browserLanguage: string): OfflineLanguage => (/^ne\b/i.test(browserLanguage) ? 'ne' : 'en');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/**
 * The offline texts take plain `{name}` arguments only (the key test keeps both languages' arguments alike): the
 * worker fills them itself rather than carry the page's i18n runtime.
 */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const { colors, font, radius, shadow } = theme;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${font.body};color:${colors.text};background:${colors.background};line-height:1.5}
header{display:flex;align-items:center;gap:8px;padding:12px 16px;background:${colors.surface};border-bottom:1px solid ${colors.border};font-weight:700;font-size:1.125rem}
main{max-width:40rem;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 8px}
h2{font-size:1.125rem;margin:32px 0 12px}
p{margin:0 0 16px;color:${colors.muted}}
a.retry{display:inline-block;padding:10px 20px;border-radius:${radius.md};background:${colors.accent};color:#fff;font-weight:600;text-decoration:none}
a.retry:focus-visible{outline:3px solid ${colors.accent};outline-offset:2px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
li{background:${colors.surface};border:1px solid ${colors.border};border-radius:${radius.lg};box-shadow:${shadow.card};padding:12px 16px;overflow-wrap:anywhere}
li strong{display:block}
li span{display:block;color:${colors.muted};font-size:.875rem}
`;

// The logo (public/favicon.svg), inline: the page loads nothing.
const LOGO = `<svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${colors.accent}"/><path d="M9 8h6.5a3.5 3.5 0 0 1 3.5 3.5V24a3 3 0 0 0-3-3H9z" fill="#fff"/><path d="M23 8h-2.5A1.5 1.5 0 0 0 19 9.5V24a3 3 0 0 1 3-3h1z" fill="#ffd8a8"/></svg>`;

function conversationItem(conversation: SeenConversation, text: Translation<typeof messages.offline>, dates: Intl.DateTimeFormat): string {
  const at = conversation.at ? new Date(conversation.at) : null;
  const when = at && !Number.isNaN(at.getTime()) ? `<span>${escapeHtml(fill(text.lastMessage, { time: dates.format(at) }))}</span>` : '';
  return `<li><strong>${escapeHtml(conversation.with ?? text.formerMember)}</strong><span>${escapeHtml(fill(text.about, { book: conversation.book }))}</span>${when}</li>`;
}

/** The offline page's HTML; `retryPath` is the page the member was going to. */
export function offlinePage(language: OfflineLanguage, conversations: readonly SeenConversation[], retryPath: string): string {
  const catalogue = language === 'ne' ? messagesNe : messages;
  const text = catalogue.offline;
  const dates = new Intl.DateTimeFormat(language === 'ne' ? [...NUMBER_LOCALES.ne] : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const list = conversations.length
    ? `<ul>${conversations.map((conversation) => conversationItem(conversation, text, dates)).join('')}</ul>`
    : `<p>${escapeHtml(text.conversationsNone)}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${colors.accent}">
<title>${escapeHtml(text.pageTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${LOGO}<span>${escapeHtml(catalogue.productName)}</span></header>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<a class="retry" href="${escapeHtml(retryPath)}">${escapeHtml(text.retry)}</a>
<h2>${escapeHtml(text.conversationsTitle)}</h2>
${list}
</main>
</body>
</html>`;
}
