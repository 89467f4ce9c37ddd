import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { noDatabase, write } from '../helpers/static-site';
import { testConfig } from '../helpers/test-app';

// `npm start` serves what `npm run deploy` publishes (the site folder) like nginx does: the deployed remotes.json
// first, release folders under /remotes/<team>/<version>/, and the builds in place for everything else.

const RELEASE = 'v20261126-061502-1a2b3c4d';

describe('static site with a site folder (SITE_DIR)', () => {
  let webRoot: string;
  let siteDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-web-'));
    siteDir = path.join(webRoot, 'site');
    write(webRoot, 'shell/dist/index.html', '<!doctype html><title>BookNook</title>');
    write(webRoot, 'shell/dist/remotes.json', '{"mfe_browse":"/remotes/browse/mf-manifest.json"}');
    write(webRoot, 'mfe-browse/dist/mf-manifest.json', '{"in":"place"}');
    write(webRoot, 'mfe-browse/dist/static/js/page.1.js', 'in place');
    app = await buildApp({ config: testConfig({ webRoot, siteDir, dataDir: path.join(webRoot, 'data') }), database: noDatabase });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("serves the shell's remotes.json until a deploy writes one, then that one, with an ETag to revalidate", async () => {
    const built = await app.inject({ url: '/remotes.json' });
    expect(built.json()).toEqual({ mfe_browse: '/remotes/browse/mf-manifest.json' });
    expect(built.headers['cache-control']).toBe('no-cache');

    write(siteDir, 'remotes.json', `{"mfe_browse":"/remotes/browse/${RELEASE}/mf-manifest.json"}`);
    const deployed = await app.inject({ url: '/remotes.json' });
    expect(deployed.json()).toEqual({ mfe_browse: `/remotes/browse/${RELEASE}/mf-manifest.json` });
    const etag = deployed.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('serves release folders from the site (chunks immutable) and the build in place for the rest', async () => {
    write(siteDir, `remotes/browse/${RELEASE}/mf-manifest.json`, '{"release":1}');
    write(siteDir, `remotes/browse/${RELEASE}/static/js/page.2.js`, 'released');
    const manifest = await app.inject({ url: `/remotes/browse/${RELEASE}/mf-manifest.json` });
    expect(manifest.json()).toEqual({ release: 1 });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: `/remotes/browse/${RELEASE}/static/js/page.2.js` });
    expect(chunk.body).toBe('released');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/remotes/browse/mf-manifest.json' })).json()).toEqual({ in: 'place' });
    expect((await app.inject({ url: '/remotes/browse/static/js/page.1.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject({ url: '/remotes/browse/v20000101-000000-00000000/mf-manifest.json' })).statusCode).toBe(404);
  });
});
