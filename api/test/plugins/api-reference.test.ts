import fs from 'node:fs';
import { CONTRACT_FILES } from '../../src/contract/contract-files';
import { CONTENT_SECURITY_POLICY } from '../../src/plugins/security-headers';
import { DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The API reference (issue 29): Swagger UI at /api/v1/docs over the document at /api/v1/openapi.json.
// The page must load whole from this origin under the site's CSP (nginx adds the same policy in
// production), so it works offline and behind the front door.

const ORIGIN = 'http://booknook.test';

/** The content type each kind of file the page loads must be served with. */
const CONTENT_TYPES: Record<string, RegExp> = {
  css: /^text\/css/,
  js: /^(text|application)\/javascript/,
  png: /^image\/png$/,
};

interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string }>>;
}

describe('the API reference', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it.each(['/api/v1/docs', '/api/v1/docs/'])('%s is an HTML page whose files all load from this origin', async (pageUrl) => {
    const page = await t.app.inject({ url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    // script-src 'self': every script is a file, none inline.
    expect(page.body.match(/<script\b[^>]*>/g)?.every((tag) => /\ssrc="/.test(tag))).toBe(true);

    const files = [...page.body.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => new URL(match[1]!, `${ORIGIN}${pageUrl}`));
    expect(files.map((file) => file.pathname.split('/').pop())).toEqual(
      expect.arrayContaining(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-initializer.js']),
    );
    for (const file of files) {
      expect(file.origin).toBe(ORIGIN);
      const response = await t.app.inject({ url: file.pathname });
      const extension = file.pathname.split('.').pop()!;
      expect({ file: file.pathname, status: response.statusCode }).toEqual({ file: file.pathname, status: 200 });
      expect(response.headers['content-type']).toMatch(CONTENT_TYPES[extension]!);
      expect(response.body.length).toBeGreaterThan(0);
    }
  });

  it('points Swagger UI at the document, which is the one /api/v1/openapi.json serves', async () => {
    const initializer = await t.app.inject({ url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const read = await t.app.inject({ url: '/api/v1/docs/json' });
    const served = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(served.json());
  });

  it('a file the page does not have is a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/v1/docs/static/nothing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
  });

  it('/api/v1/openapi.json documents the API, and only the API, as committed in api/openapi.json', async () => {
    const response = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<OpenApiDocument>();
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/books/', '/books/{id}/', '/users/login/', '/conversations/events/', '/s3/upload/']));
    // Not the reference itself, its document, nor the site's other doors.
    expect(paths.filter((path) => /docs|openapi|sitemap|metrics|robots/.test(path))).toEqual([]);
    // One operation per method, each with its own id.
    const logout = document.paths['/users/logout/']!;
    expect([logout.get?.operationId, logout.post?.operationId]).toEqual(['getUsersLogout', 'postUsersLogout']);
    expect(document).toEqual(JSON.parse(fs.readFileSync(CONTRACT_FILES.document, 'utf8')));
  });
});
