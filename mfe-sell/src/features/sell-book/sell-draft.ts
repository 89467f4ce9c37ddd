import { del, get, set } from 'idb-keyval';
import type { Photo } from '@booknook/platform/photos';
import { emptySellBookValues, type SellBookValues } from './sell-book-values';

// The draft of the sell form, photos included, kept in the browser (IndexedDB) so that it survives Back, Forward, a
// reload and a trip to the sign-in page, and cleared once the book is listed (issue 27). IndexedDB rather than
// sessionStorage: it holds the shrunk photos (a few hundred KB each), and outlives the tab. idb-keyval: a small,
// well-kept get/set over IndexedDB. Photos are kept as bytes (ArrayBuffer), which every browser stores, rather than
// Blobs, which older Safari could not.

const DRAFT_KEY = 'booknook:sell:draft';

/**
 * A photo as the draft keeps it: the shrunk bytes, and the upload key once it went up; or, for a photo still being
 * prepared, the file as chosen (`original`), to prepare again; or, for a photo the server holds and the phone never
 * had (a cover lent by an earlier listing), its key and the URL the tile shows, with no bytes.
 */
interface DraftPhoto {
  id: string;
  name: string;
  bytes?: ArrayBuffer;
  type?: string;
  previewUrl?: string;
  original?: true;
  width?: number;
  height?: number;
  key?: string;
  uploadedAt?: number;
}

interface StoredDraft {
  /** Whose draft: the member's username, or null for a guest's (a guest cannot add photos). */
  owner: string | null;
  values: Record<string, unknown>;
  photos: DraftPhoto[];
}

export interface SellDraft {
  values: SellBookValues;
  photos: Photo[];
}

const NUMERIC_FIELDS = new Set<keyof SellBookValues>(['grade', 'edition', 'price']);
const BOOLEAN_FIELDS = new Set<keyof SellBookValues>(['giveAway']);

/** The saved values over the empty form; only known fields of the right type are taken. */
export function readValues(saved: Record<string, unknown>): SellBookValues {
  const values: SellBookValues = { ...emptySellBookValues };
  for (const name of Object.keys(emptySellBookValues) as (keyof SellBookValues)[]) {
    const value = saved[name];
    const fits = NUMERIC_FIELDS.has(name)
      ? value === '' || (typeof value === 'number' && Number.isFinite(value))
      : BOOLEAN_FIELDS.has(name)
        ? typeof value === 'boolean'
        : typeof value === 'string';
    if (fits) Object.assign(values, { [name]: value });
  }
  return values;
}

const isEmpty = (values: SellBookValues) =>
  Object.entries(values).every(([name, value]) => value === emptySellBookValues[name as keyof SellBookValues]);

/** Bytes already read from a Blob: a save while typing does not read every photo again. */
const bytesOfBlob = new WeakMap<Blob, Promise<ArrayBuffer>>();
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  let bytes = bytesOfBlob.get(blob);
  if (!bytes) {
    bytes = blob.arrayBuffer();
    bytesOfBlob.set(blob, bytes);
  }
  return bytes;
}

/** Saves one after another, so that an older save never lands after a newer one. */
let saving: Promise<void> = Promise.resolve();

/** Keeps what is typed and every photo that has been shrunk (uploaded or not); an empty form keeps nothing. */
export function saveDraft(owner: string | null, values: SellBookValues, photos: readonly Photo[]): Promise<void> {
  saving = saving.then(() => writeDraft(owner, values, photos));
  return saving;
}

/** A photo still being prepared: the file as chosen. */
const keptOriginal = (photo: Photo, original: Blob): Promise<DraftPhoto> =>
  bytesOf(original).then((bytes) => ({ id: photo.id, name: photo.name, bytes, type: original.type, original: true }));

/** A photo only the server holds: nothing to keep but its key and what the tile shows. */
const heldPhoto = (photo: Photo, key: string, previewUrl: string): DraftPhoto => ({
  id: photo.id,
  name: photo.name,
  key,
  previewUrl,
  width: photo.width,
  height: photo.height,
});

async function writeDraft(owner: string | null, values: SellBookValues, photos: readonly Photo[]): Promise<void> {
  const kept = await Promise.all(
    photos.flatMap((photo) =>
      !photo.blob && photo.original
        ? [keptOriginal(photo, photo.original)]
        : photo.blob && photo.type
          ? [
              bytesOf(photo.blob).then((bytes): DraftPhoto => ({
                id: photo.id,
                name: photo.name,
                bytes,
                type: photo.type ?? 'image/jpeg',
                width: photo.width,
                height: photo.height,
                key: photo.status === 'uploaded' ? photo.key : undefined,
                uploadedAt: photo.status === 'uploaded' ? photo.uploadedAt : undefined,
              })),
            ]
          : photo.status === 'uploaded' && photo.key && photo.previewUrl
            ? [Promise.resolve(heldPhoto(photo, photo.key, photo.previewUrl))]
            : [],
    ),
  );
  try {
    if (isEmpty(values) && kept.length === 0) await del(DRAFT_KEY);
    else await set(DRAFT_KEY, { owner, values: { ...values }, photos: kept } satisfies StoredDraft);
  } catch {
    // No IndexedDB (private mode, quota): the draft is a convenience.
  }
}

/**
 * The draft for `owner`: a member's own, or what a guest typed before signing in (the values; a guest has no photos).
 * Another member's draft, or damaged data, gives none.
 */
export async function loadDraft(owner: string | null): Promise<SellDraft | null> {
  let stored: StoredDraft | undefined;
  try {
    stored = await get<StoredDraft>(DRAFT_KEY);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || typeof stored.values !== 'object') return null;
  if (stored.owner !== owner && stored.owner !== null) return null;
  const photos: Photo[] =
    stored.owner === owner && Array.isArray(stored.photos)
      ? stored.photos.map((photo): Photo => {
          if (!photo.bytes) {
            const { id, name, key, previewUrl, width, height } = photo;
            return { id, name, key, previewUrl, width, height, status: key && previewUrl ? 'uploaded' : 'failed', progress: 1 };
          }
          if (photo.original) {
            const original = new Blob([photo.bytes], { type: photo.type });
            return { id: photo.id, name: photo.name, original, status: 'preparing', progress: 0 };
          }
          return {
            id: photo.id,
            name: photo.name,
            blob: new Blob([photo.bytes], { type: photo.type }),
            type: photo.type as NonNullable<Photo['type']>,
            width: photo.width,
            height: photo.height,
            key: photo.key,
            uploadedAt: photo.uploadedAt,
            status: photo.key ? 'uploaded' : 'uploading',
            progress: photo.key ? 1 : 0,
          };
        })
      : [];
  return { values: readValues(stored.values), photos };
}

export function clearDraft(): Promise<void> {
  saving = saving.then(async () => {
    try {
      await del(DRAFT_KEY);
    } catch {
      // nothing to clear
    }
  });
  return saving;
}
