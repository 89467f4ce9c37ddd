import type { PreloadImage } from '@booknook/design-system';
import type { Language, PageHead } from '@booknook/platform';
import { PAGE_STATE_ELEMENT_ID, serializePageState, type PageState } from '../app/page-state';
import { alternateLinks, languageUrl } from './page-language';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';

/** Title, description, canonical, Open Graph and Twitter card, JSON-LD: what link previews and crawlers read. */
export function headTags(
  head: PageHead,
  absoluteUrl: (path: string) => string,
  siteName: string,
  /**
   * `title: false` when the page rendered its own <title> (the design system's PageTitle), which the browser keeps.
   * `language`: the page's; its canonical URL is that language's, and every language's version is linked (hreflang).
   */
  { title = true, language = 'en' }: { title?: boolean; language?: Language } = {},
): string {
  const plainCanonical = absoluteUrl(head.canonicalPath);
  const canonical = languageUrl(plainCanonical, language);
  const image = head.image ? absoluteUrl(head.image) : undefined;
  const tags = [
    title ? `<title>${escapeHtml(head.title)}</title>` : '',
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...(head.noindex
      ? []
      : alternateLinks(plainCanonical).map(
          ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
        )),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('');
}

function imagePreloadTag({ href, srcset, sizes, type }: PreloadImage): string {
  const attributes = [
    `href="${escapeHtml(href)}"`,
    srcset ? `imagesrcset="${escapeHtml(srcset)}"` : '',
    srcset && sizes ? `imagesizes="${escapeHtml(sizes)}"` : '',
    type ? `type="${escapeHtml(type)}"` : '',
  ].filter(Boolean);
  return `<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high">`;
}

/** `<link rel="preload">` for what the first screen needs next: the remote's code, and the largest image first. */
export function preloadTags({ manifest, scripts, image }: { manifest?: string; scripts: string[]; image?: PreloadImage }): string {
  return [
    image ? imagePreloadTag(image) : '',
    // The federation runtime fetch()es the manifest (CORS mode, same-origin credentials): `crossorigin` matches it.
    manifest ? `<link rel="preload" as="fetch" href="${escapeHtml(manifest)}" crossorigin>` : '',
    ...scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`),
  ].join('');
}

export interface DocumentParts {
  head: string;
  styles: string;
  body: string;
  state: PageState;
  language: Language;
}

/**
 * The shell's built index.html with the rendered page in it, in the page's language (`<html lang>`): its own title and description give way to the page's,
 * styles go in the head, the HTML into #root, the page state after it.
 */
export function fillTemplate(template: string, { head, styles, body, state, language }: DocumentParts): string {
  const stateScript = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializePageState(state)}</script>`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${stateScript}`);
}
