import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { DatabaseKind } from '../../src/db/database';
import { loadMigrations, migrate } from '../../src/db/migrator';
import { writeBackup, type Manifest } from '../../src/backup/backup';
import { LocalMediaStore } from '../../src/backup/media-store';
import { openArchive, restoreBackup, RestoreError } from '../../src/backup/restore';
import { extractTarGz, TarWriter } from '../../src/backup/tar';
import { LocalStorage } from '../../src/storage/local';
import { createTestApp, testConfig, TestClient, type TestApp } from '../helpers/test-app';
import { createTestDatabase, DB_KINDS, DB_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-db';
import { listedBook, newMember, uploadImage, type Member } from '../helpers/world';

// Backups that restore (issue 28): a site's rows, photos, secrets and members come back in another
// database, of either kind, and a restore refuses a site that has data or an archive that was altered.

const RESTORE_TIMEOUT_MS = 120_000;

interface Source {
  t: TestApp;
  seller: Member;
  buyer: Member;
  bookId: number;
  message: string;
}

interface Site {
  testDb: TestDatabase;
  dataDir: string;
  media: LocalMediaStore;
}

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-backup-test-'));

async function populatedSource(kind: DatabaseKind): Promise<Source> {
  const t = await createTestApp(kind);
  const seller = await newMember(t, { first_name: 'Seller' });
  const buyer = await newMember(t, { first_name: 'Buyer' });
  const photos = [await uploadImage(t, seller), await uploadImage(t, seller)];
  const bookId = await listedBook(t, seller, { book_image: photos[0], images: photos });
  const started = await buyer.client.post('/api/v1/conversations/', { book_id: bookId });
  const message = `Is it still for sale? ${kind}`;
  const conversationId = started.json<{ id: number }>().id;
  await buyer.client.post(`/api/v1/conversations/${conversationId}/messages/`, { body: message });
  // Reserved for the buyer: the book and the conversation then point at each other, which a restore must load.
  expect((await seller.client.post(`/api/v1/conversations/${conversationId}/reserve/`)).statusCode).toBe(200);
  return { t, seller, buyer, bookId, message };
}

async function backUp(source: Source, file: string): Promise<Manifest> {
  const storage = source.t.app.storage;
  if (!(storage instanceof LocalStorage)) throw new Error('the test app stores media locally');
  const { kind, pool } = source.t.testDb.database;
  return writeBackup({ pool, kind, media: new LocalMediaStore(storage.mediaDir) }, file);
}

async function emptySite(kind: DatabaseKind): Promise<Site> {
  const dataDir = scratch();
  return { testDb: await createTestDatabase(kind), dataDir, media: new LocalMediaStore(path.join(dataDir, 'media')) };
}

async function restoreInto(site: Site, archive: string, force = false) {
  const dir = scratch();
  try {
    const manifest = await openArchive(archive, dir);
    return await restoreBackup(dir, manifest, { pool: site.testDb.database.pool, media: site.media }, force);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The book, its photos, the conversation and the members, through the API of the restored site. */
async function expectSiteRestored(site: Site, source: Source): Promise<void> {
  const app = await buildApp({ config: testConfig({ dataDir: site.dataDir }), database: site.testDb.database });
  await app.ready();
  try {
    const guest = new TestClient(app);
    const book = await guest.get(`/api/v1/books/${source.bookId}/`);
    expect(book.statusCode).toBe(200);
    expect(book.json<{ status: string }>().status).toBe('reserved');
    const images = book.json<{ images: { variants: { url: string }[] }[] }>().images;
    expect(images).toHaveLength(2);
    for (const image of images) {
      const served = await guest.get(new URL(image.variants[0]!.url, 'http://localhost').pathname);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBeGreaterThan(0);
    }
    const buyer = new TestClient(app);
    const signIn = await buyer.post('/api/v1/users/login/', { email: source.buyer.email, password: source.buyer.password });
    expect(signIn.statusCode).toBe(200);
    const conversations = await buyer.get('/api/v1/conversations/');
    expect(conversations.statusCode).toBe(200);
    expect(conversations.body).toContain(source.message);
    // New rows continue the restored sequences rather than colliding with restored ids.
    const seller = new TestClient(app);
    expect((await seller.post('/api/v1/users/login/', { email: source.seller.email, password: source.seller.password })).statusCode).toBe(
      200,
    );
    const reply = await seller.post('/api/v1/conversations/', { book_id: source.bookId });
    expect(reply.statusCode).not.toBe(500);
  } finally {
    await app.close();
  }
}

async function destroy(site: Site): Promise<void> {
  await site.testDb.destroy();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}

describe.each(DB_KINDS)('backup and restore on %s', (kind) => {
  let source: Source;
  let dir: string;
  let archive: string;
  let manifest: Manifest;

  beforeAll(async () => {
    source = await populatedSource(kind);
    dir = scratch();
    archive = path.join(dir, 'site.tar.gz');
    manifest = await backUp(source, archive);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await source.t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a manifest with the version, the migration level, the counts, the secrets and a checksum per file', () => {
    expect(manifest.database.level).toBe(loadMigrations().at(-1)!.version);
    expect(manifest.database.tables).toMatchObject({ users: 2, books: 1, conversations: 1, messages: 1 });
    expect(manifest.database.secrets).toContain('upload_signing_key');
    expect(manifest.media.objects).toBeGreaterThan(0);
    expect(Object.keys(manifest.files)).toEqual(expect.arrayContaining(['database/users.jsonl', 'database/app_secrets.jsonl']));
    for (const checksum of Object.values(manifest.files)) expect(checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it(
    'restores the book, its photos, the conversation and the members into an empty site, and refuses it the second time',
    async () => {
      const site = await emptySite(kind);
      try {
        const result = await restoreInto(site, archive);
        expect(result.counts).toEqual(manifest.database.tables);
        await expectSiteRestored(site, source);
        await expect(restoreInto(site, archive)).rejects.toThrow(RestoreError);
        await expect(restoreInto(site, archive)).rejects.toThrow(/not empty.*--force/);
        const forced = await restoreInto(site, archive, true);
        expect(forced.counts.books).toBe(1);
      } finally {
        await destroy(site);
      }
    },
    RESTORE_TIMEOUT_MS,
  );

  it('refuses an archive whose contents were altered, naming the file', async () => {
    const unpacked = scratch();
    const tampered = path.join(dir, 'tampered.tar.gz');
    try {
      const names = await extractTarGz(archive, unpacked);
      const users = path.join(unpacked, 'database/users.jsonl');
      fs.writeFileSync(users, fs.readFileSync(users, 'utf8').replace('Buyer', 'Mallory'));
      const writer = new TarWriter(tampered);
      for (const name of names) await writer.addFile(name, path.join(unpacked, name));
      await writer.finish();
      const site = await emptySite(kind);
      try {
        await expect(restoreInto(site, tampered)).rejects.toThrow(/altered or damaged[\s\S]*database\/users\.jsonl does not match/);
      } finally {
        await destroy(site);
      }
    } finally {
      fs.rmSync(unpacked, { recursive: true, force: true });
    }
  });

  it(
    'migrates an archive of an older schema forward after loading its rows',
    async () => {
      const older = await createTestDatabase(kind);
      const site = await emptySite(kind);
      const oldArchive = path.join(dir, 'older.tar.gz');
      try {
        const all = loadMigrations();
        await migrate(older.database.pool, all.slice(0, -1));
        await older.database.db
          .insertInto('users')
          .values({
            username: 'old_member',
            email: 'old@example.com',
            password_hash: 'x',
            first_name: 'Old',
            last_name: 'Member',
            location: '',
            phone_number: '',
          })
          .execute();
        const oldManifest = await writeBackup({ pool: older.database.pool, kind, media: site.media }, oldArchive);
        expect(oldManifest.database.level).toBe(all.at(-2)!.version);
        const result = await restoreInto(site, oldArchive);
        expect(result.migratedForward).toEqual([`${all.at(-1)!.version}_${all.at(-1)!.name}`]);
        expect(result.counts.users).toBe(1);
      } finally {
        await older.destroy();
        await destroy(site);
      }
    },
    RESTORE_TIMEOUT_MS,
  );
});

const describeEmbeddedToPostgres = DB_KINDS.includes('postgresql') ? describe : describe.skip;

describeEmbeddedToPostgres('backup of the embedded database restored into PostgreSQL', () => {
  it(
    'brings the book, its photos, the conversation and the members over',
    async () => {
      const source = await populatedSource('pglite');
      const dir = scratch();
      const site = await emptySite('postgresql');
      try {
        const archive = path.join(dir, 'embedded.tar.gz');
        const manifest = await backUp(source, archive);
        expect(manifest.database.kind).toBe('pglite');
        const result = await restoreInto(site, archive);
        expect(result.counts).toEqual(manifest.database.tables);
        await expectSiteRestored(site, source);
      } finally {
        await source.t.close();
        await destroy(site);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    RESTORE_TIMEOUT_MS,
  );
});
