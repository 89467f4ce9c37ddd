import { useCallback, useEffect, useRef, useState } from 'react';
import type { Photo } from '@booknook/platform/photos';
import { loadDraft, saveDraft, type SellDraft } from '../sell-draft';
import type { SellBookValues } from '../sell-book-values';

/** The saved draft for `owner` (a username, or null for a guest): undefined while the session or the draft loads. */
export function useLoadedDraft(owner: string | null | undefined): SellDraft | null | undefined {
  const [draft, setDraft] = useState<{ owner: string | null; draft: SellDraft | null } | undefined>(undefined);
  useEffect(() => {
    if (owner === undefined) return;
    let live = true;
    void loadDraft(owner).then((loaded) => {
      if (live) setDraft({ owner, draft: loaded });
    });
    return () => {
      live = false;
    };
  }, [owner]);
  return draft && draft.owner === owner ? draft.draft : undefined;
}

/** What about the photos a draft keeps (not their progress: a save per progress event would be a save per 50 ms). */
const photosSignature = (photos: readonly Photo[]) =>
  photos.map((photo) => `${photo.id}:${photo.status}:${photo.key ?? ''}:${photo.blob ? 1 : 0}`).join(',');

/**
 * Saves the form and its photos a moment after each change, once the saved draft has been read (`enabled`); a change
 * not saved yet is saved at once when the form goes (a link followed, Sign in) or the page is left (a reload).
 * Returns `discard`: forget the save still waiting, for when the book is listed (else the form, leaving, would save
 * what was just listed back as a draft).
 */
export function useKeepDraft(owner: string | null, values: SellBookValues, photos: readonly Photo[], enabled: boolean): () => void {
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestPhotos = useRef(photos);
  useEffect(() => {
    latestPhotos.current = photos;
  });
  const signature = photosSignature(photos);
  useEffect(() => {
    if (!enabled) return;
    const save = () => {
      pending.current = null;
      void saveDraft(owner, values, latestPhotos.current);
    };
    pending.current = save;
    timer.current = setTimeout(save, 150);
    return () => {
      clearTimeout(timer.current);
    };
  }, [owner, values, signature, enabled]);
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  return useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
}
