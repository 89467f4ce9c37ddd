import { fillTemplate, headTags, preloadTags } from './document';

const absolute = (path: string) => new URL(path, 'https://books.example').href;

describe('headTags', () => {
  it('writes the title, description, canonical, Open Graph and Twitter card, with absolute URLs', () => {
    const html = headTags(
      { title: 'Physics — Rs. 5.00 — BookNook', description: 'Good.', canonicalPath: '/books/4', type: 'product', image: '/media/a.png' },
      absolute,
      'BookNook',
    );
    expect(html).toContain('<title>Physics — Rs. 5.00 — BookNook</title>');
    expect(html).toContain('<link rel="canonical" href="https://books.example/books/4">');
    expect(html).toContain('<meta property="og:url" content="https://books.example/books/4">');
    expect(html).toContain('<meta property="og:image" content="https://books.example/media/a.png">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("escapes a seller's text in tags and keeps JSON-LD from closing its script", () => {
    const html = headTags(
      {
        title: '"><script>alert(1)</script>',
        description: 'a & b',
        canonicalPath: '/',
        jsonLd: { name: '</script><script>alert(1)</script>' },
      },
      absolute,
      'BookNook',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="a &amp; b"');
    expect(html).toContain('"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
  });

  it('leaves the title out when the page rendered its own (the browser keeps that one), og:title stays', () => {
    const html = headTags({ title: 'Physics — BookNook', description: 'Good.', canonicalPath: '/books/4' }, absolute, 'BookNook', {
      title: false,
    });
    expect(html).not.toContain('<title>');
    expect(html).toContain('<meta property="og:title" content="Physics — BookNook">');
  });

  it('keeps a page out of search results instead of naming a canonical URL when asked', () => {
    const html = headTags({ title: 'Gone', description: 'x', canonicalPath: '/books/9', noindex: true }, absolute, 'BookNook');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it("links each language's version of the page, and a Nepali page's canonical URL is its Nepali one", () => {
    const head = { title: 'Books', description: 'x', canonicalPath: '/books?category=fiction' };
    const english = headTags(head, absolute, 'BookNook');
    expect(english).toContain('<link rel="canonical" href="https://books.example/books?category=fiction">');
    expect(english).toContain('<link rel="alternate" hreflang="en" href="https://books.example/books?category=fiction">');
    expect(english).toContain('<link rel="alternate" hreflang="ne" href="https://books.example/books?category=fiction&amp;lang=ne">');
    expect(english).toContain('<link rel="alternate" hreflang="x-default" href="https://books.example/books?category=fiction">');
    const nepali = headTags(head, absolute, 'BookNook', { language: 'ne' });
    expect(nepali).toContain('<link rel="canonical" href="https://books.example/books?category=fiction&amp;lang=ne">');
    expect(nepali).toContain('<meta property="og:url" content="https://books.example/books?category=fiction&amp;lang=ne">');
  });
});

describe('preloadTags', () => {
  it('preloads the image first, the manifest as a CORS fetch and the scripts', () => {
    expect(
      preloadTags({
        image: { href: '/media/a.png' },
        manifest: '/remotes/browse/mf-manifest.json',
        scripts: ['/remotes/browse/remoteEntry.js'],
      }),
    ).toBe(
      '<link rel="preload" as="image" href="/media/a.png" fetchpriority="high">' +
        '<link rel="preload" as="fetch" href="/remotes/browse/mf-manifest.json" crossorigin>' +
        '<link rel="preload" as="script" href="/remotes/browse/remoteEntry.js">',
    );
  });
});

describe('preloadTags for a cover', () => {
  it('preloads the srcset the <picture> picks from, with its sizes and type, so the preload is the file it shows', () => {
    expect(
      preloadTags({
        image: {
          href: '/c/480w.jpg',
          srcset: '/c/240w.webp 240w, /c/480w.webp 480w',
          sizes: '(min-width: 768px) 50vw, 100vw',
          type: 'image/webp',
        },
        scripts: [],
      }),
    ).toBe(
      '<link rel="preload" as="image" href="/c/480w.jpg" imagesrcset="/c/240w.webp 240w, /c/480w.webp 480w" ' +
        'imagesizes="(min-width: 768px) 50vw, 100vw" type="image/webp" fetchpriority="high">',
    );
  });
});

describe('fillTemplate', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>Old</title><meta name="description" content="old"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

  it("replaces the template's title and description, and puts the page, its styles and its state in place", () => {
    const html = fillTemplate(template, {
      head: '<title>New</title>',
      styles: '<style data-styled="true">.a{}</style>',
      body: '<main>$& $1 page</main>',
      state: { remotes: { mfe_browse: '/remotes/browse/mf-manifest.json' }, app: { fallback: { '/x/': '</script>' } } },
      language: 'en',
    });
    expect(html).not.toContain('<title>Old</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<title>New</title><style data-styled="true">.a{}</style></head>');
    // Replacement patterns in the page's text are text, not patterns.
    expect(html).toContain('<div id="root"><main>$& $1 page</main></div><script type="application/json" id="booknook-state">');
    expect(html).toContain('"/x/":"\\u003c/script>"');
  });

  it("says the page's language on <html>", () => {
    const html = fillTemplate(template, { head: '', styles: '', body: '', state: { remotes: {}, app: {} }, language: 'ne' });
    expect(html).toContain('<html lang="ne">');
  });
});
