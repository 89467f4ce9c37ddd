import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { LANGUAGES, type Language } from '../../lib/language';
import { notFoundHandler } from '../../plugins/errors';
import { SitemapService } from './service';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pages every visitor may read that are not books: in their own sitemap. */
const PUBLIC_PAGES = ['/', '/books'];
/** Member screens (no content of their own for search engines) and the API. */
const DISALLOWED = ['/api/', '/sell', '/mybooks', '/bookmarks', '/moderation', '/login', '/register'];

function sendXml(reply: FastifyReply, xml: string) {
  // An hour: search engines come back far less often, and a new book can wait that long.
  return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
}

/** A page in a language (docs/i18n.md): English is the plain URL, which is also the default; another adds `?lang=`. */
function inLanguage(loc: string, language: Language): string {
  if (language === 'en') return loc;
  const url = new URL(loc);
  url.searchParams.set('lang', language);
  return url.href;
}

/** Each page once per language, each entry naming every language's version (hreflang) and the default. */
function urlset(pages: { loc: string; lastmod?: string }[]): string {
  const entries = pages.flatMap(({ loc, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(loc, language) })),
      { hreflang: 'x-default', href: loc },
    ]
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return LANGUAGES.map((language) => `<url><loc>${escapeXml(inLanguage(loc, language))}</loc>${modified}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}

/**
 * robots.txt and the sitemaps (docs/server-rendering.md): /sitemap.xml is an index of /sitemaps/pages.xml and one
 * /sitemaps/books-N.xml per range of book ids. URLs are absolute on PUBLIC_URL.
 */
export const sitemapRoutes: FastifyPluginCallback = (app, _options, done) => {
  const sitemaps = new SitemapService(app.database.read);
  const origin = app.config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = ['pages', ...(await sitemaps.bookFiles()).map((file) => `books-${file}`)];
    const entries = files.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`);
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`,
    );
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    sendXml(reply, urlset(PUBLIC_PAGES.map((path) => ({ loc: `${origin}${path}` })))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/books-:file.xml', async (request, reply) => {
    const file = Number(request.params.file);
    const books = /^\d{1,9}$/.test(request.params.file) && file >= 1 ? await sitemaps.books(file) : [];
    if (books.length === 0) {
      notFoundHandler(request, reply);
      return reply;
    }
    return sendXml(
      reply,
      urlset(books.map((book) => ({ loc: `${origin}/books/${book.id}`, lastmod: book.date_created.toISOString().slice(0, 10) }))),
    );
  });

  done();
};
