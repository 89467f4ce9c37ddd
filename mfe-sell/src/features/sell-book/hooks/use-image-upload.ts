import { useCallback, useEffect, useRef, useState } from 'react';
import { getUploadUrl, notify } from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { postToGrant, UploadFailedError } from '../api/post-to-grant';
import { isAcceptableImage } from '../image-file-rules';

export type UploadState =
  | { status: 'empty' }
  | { status: 'uploading'; file: File; previewUrl: string; progress: number }
  | { status: 'uploaded'; file: File; previewUrl: string; key: string }
  | { status: 'failed'; file: File; previewUrl: string; reason: string };

export interface ImageUpload {
  state: UploadState;
  /** Why the last chosen file was refused in the browser (the previous image, if any, is kept). */
  rejection: string | null;
  /** Checks the file, shows its preview and uploads it; false when the file was refused. */
  choose: (file: File | undefined) => boolean;
  retry: () => void;
  /** Resolves with the uploaded key (or null) once no upload is running: the submit waits on it. */
  whenSettled: () => Promise<string | null>;
  reset: () => void;
}

/**
 * docs/product.md §4 upload flow: check type and size in the browser, ask the API for a grant, post the file to the grant's
 * url with progress, and hand the key to `onKeyChange` ('' while there is no uploaded image).
 */
export function useImageUpload(onKeyChange: (key: string) => void): ImageUpload {
  const [state, setState] = useState<UploadState>({ status: 'empty' });
  const [rejection, setRejection] = useState<string | null>(null);
  const pending = useRef<Promise<string | null>>(Promise.resolve(null));
  const running = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);
  const onKeyChangeRef = useRef(onKeyChange);
  useEffect(() => {
    onKeyChangeRef.current = onKeyChange;
  });

  const releasePreview = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  }, []);

  useEffect(
    () => () => {
      running.current?.abort();
      releasePreview();
    },
    [releasePreview],
  );

  const upload = useCallback((file: File, preview: string) => {
    running.current?.abort();
    const abort = new AbortController();
    running.current = abort;
    // A function, not the property: the signal flips while this upload awaits.
    const cancelled = () => abort.signal.aborted;
    onKeyChangeRef.current('');
    setState({ status: 'uploading', file, previewUrl: preview, progress: 0 });

    const run = async (): Promise<string | null> => {
      try {
        const grant = await getUploadUrl(file.name);
        if (cancelled()) return null;
        await postToGrant(
          grant,
          file,
          (progress) => {
            if (!cancelled()) setState((current) => (current.status === 'uploading' ? { ...current, progress } : current));
          },
          abort.signal,
        );
        if (cancelled()) return null;
        setState({ status: 'uploaded', file, previewUrl: preview, key: grant.key });
        onKeyChangeRef.current(grant.key);
        notify.success(messages.upload.uploaded);
        return grant.key;
      } catch (error) {
        if (cancelled()) return null;
        // The server says why it refused an image (not a photo, too many pixels, damaged); else the catalogue's words.
        const reason = (error instanceof UploadFailedError && error.detail) || messages.upload.failed;
        setState({ status: 'failed', file, previewUrl: preview, reason });
        notify.error(reason);
        return null;
      }
    };
    pending.current = run();
  }, []);

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) {
        setRejection(messages.upload.notSelected);
        return false;
      }
      if (!isAcceptableImage(file)) {
        setRejection(messages.upload.notAccepted);
        return false;
      }
      setRejection(null);
      releasePreview();
      const preview = URL.createObjectURL(file);
      previewUrl.current = preview;
      upload(file, preview);
      return true;
    },
    [releasePreview, upload],
  );

  const retry = useCallback(() => {
    if (state.status === 'failed') upload(state.file, state.previewUrl);
  }, [state, upload]);

  const whenSettled = useCallback(() => pending.current, []);

  const reset = useCallback(() => {
    running.current?.abort();
    releasePreview();
    pending.current = Promise.resolve(null);
    setRejection(null);
    setState({ status: 'empty' });
  }, [releasePreview]);

  return { state, rejection, choose, retry, whenSettled, reset };
}
