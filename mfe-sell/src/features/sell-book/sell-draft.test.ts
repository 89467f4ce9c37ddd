import 'fake-indexeddb/auto';
import { del, set } from 'idb-keyval';
import type { Photo } from '@booknook/platform/photos';
import { clearDraft, loadDraft, saveDraft } from './sell-draft';
import { emptySellBookValues } from './sell-book-values';

// The draft lives in IndexedDB (fake-indexeddb stands in for the browser's here).

const typed = { ...emptySellBookValues, name: 'Atlas', category: 'OTHER', price: 250, giveAway: false } as const;
const shrunk = (text: string) => new Blob([text], { type: 'image/webp' });
const photo = (id: string, extra: Partial<Photo> = {}): Photo => ({
  id,
  name: `${id}.jpg`,
  status: 'uploaded',
  progress: 1,
  blob: shrunk(`bytes of ${id}`),
  type: 'image/webp',
  width: 2048,
  height: 1536,
  ...extra,
});

beforeEach(async () => {
  await del('booknook:sell:draft');
});

describe('sell draft', () => {
  it('keeps what was typed and every shrunk photo, in order, with its upload', async () => {
    const now = Date.now();
    await saveDraft('asha', typed, [
      photo('a', { key: 'books/a.webp', uploadedAt: now }),
      photo('b', { status: 'uploading', progress: 0.4 }),
      photo('c', { status: 'preparing', blob: undefined }),
    ]);
    const draft = await loadDraft('asha');
    expect(draft?.values).toEqual(typed);
    expect(draft?.photos.map((p) => [p.id, p.status, p.key])).toEqual([
      ['a', 'uploaded', 'books/a.webp'],
      ['b', 'uploading', undefined],
    ]);
    const bytes = await draft?.photos[1]?.blob?.arrayBuffer();
    expect(new TextDecoder().decode(bytes)).toBe('bytes of b');
    expect(draft?.photos[0]).toMatchObject({ type: 'image/webp', width: 2048, height: 1536, uploadedAt: now });
  });

  it('keeps a photo still being prepared as the file chosen, to prepare it again after a reload', async () => {
    const original = new Blob(['camera bytes'], { type: 'image/jpeg' });
    await saveDraft('asha', typed, [photo('a'), photo('p', { status: 'preparing', blob: undefined, type: undefined, original })]);
    const draft = await loadDraft('asha');
    expect(draft?.photos.map((p) => [p.id, p.status])).toEqual([
      ['a', 'uploading'],
      ['p', 'preparing'],
    ]);
    expect(draft?.photos[1]?.blob).toBeUndefined();
    expect(new TextDecoder().decode(await draft?.photos[1]?.original?.arrayBuffer())).toBe('camera bytes');
    expect(draft?.photos[1]?.original?.type).toBe('image/jpeg');
  });

  // Issue 40: a cover lent by an earlier listing was never on the phone: the draft keeps its key and what its tile shows.
  it('keeps a photo only the server holds by its key and preview, first where it was', async () => {
    const lent = photo('lent', {
      blob: undefined,
      type: undefined,
      key: 'books/lent.png',
      previewUrl: '/media/covers/lent/4w.jpg',
      width: 480,
      height: 720,
    });
    await saveDraft('asha', typed, [lent, photo('a', { key: 'books/a.webp' })]);
    const draft = await loadDraft('asha');
    expect(draft?.photos.map((p) => [p.id, p.status, p.key])).toEqual([
      ['lent', 'uploaded', 'books/lent.png'],
      ['a', 'uploaded', 'books/a.webp'],
    ]);
    expect(draft?.photos[0]).toMatchObject({ previewUrl: '/media/covers/lent/4w.jpg', width: 480, height: 720 });
    expect(draft?.photos[0]?.blob).toBeUndefined();
  });

  it('gives a guest’s typing to the member who signs in, but never one member’s draft to another', async () => {
    await saveDraft(null, typed, []);
    expect((await loadDraft('asha'))?.values).toEqual(typed);
    await saveDraft('asha', typed, [photo('a', { key: 'books/a.webp' })]);
    expect(await loadDraft('ram')).toBeNull();
    expect(await loadDraft(null)).toBeNull();
  });

  it('keeps nothing for an empty form and forgets on clear', async () => {
    await saveDraft('asha', typed, []);
    await saveDraft('asha', emptySellBookValues, []);
    expect(await loadDraft('asha')).toBeNull();
    await saveDraft('asha', typed, [photo('a')]);
    await clearDraft();
    expect(await loadDraft('asha')).toBeNull();
  });

  it('takes only known fields of the right type from damaged or foreign data', async () => {
    await set('booknook:sell:draft', {
      owner: 'asha',
      values: { name: 42, price: 'free', grade: 3, giveAway: 'yes', extra: 'x' },
      photos: [],
    });
    expect((await loadDraft('asha'))?.values).toEqual({ ...emptySellBookValues, grade: 3 });
    await set('booknook:sell:draft', 'not a draft');
    expect(await loadDraft('asha')).toBeNull();
  });
});
