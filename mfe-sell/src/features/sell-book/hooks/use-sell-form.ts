import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { notify } from '@booknook/design-system';
import { errorDetail, errorStatus, useRefreshBooks } from '@booknook/platform';
import { createBook } from '../api/create-book';
import { uploadedKeys, usePhotoUploads, type Photo } from '@booknook/platform/photos';
import { messages } from '../../../messages';
import type { SellerLocationState } from '../../location';
import { buildBookPayload, type ValidSellBookValues } from '../build-book-payload';
import { clearDraft, type SellDraft } from '../sell-draft';
import { sellBookSchema } from '../sell-book-schema';
import { emptySellBookValues, shelfValues, type SellBookValues } from '../sell-book-values';
import { photosError } from '../sell-photos-rule';
import { serverFieldErrors } from '../server-errors';
import { FIELD_ORDER, type SellBookField } from '../sell-fields';
import { useKeepDraft } from './use-sell-draft';

/** One toast at a time for this form: a new one replaces the last ("uploaded" never sits over "not a photo"). */
export const SELL_TOAST_ID = 'sell-book';

export const fieldId = (name: SellBookField) => `sell-${name}`;

/** Moves focus to the first of these fields that is on screen and can take it. */
function focusFirst(names: readonly string[]) {
  for (const name of FIELD_ORDER) {
    if (!names.includes(name)) continue;
    const element = document.getElementById(fieldId(name));
    if (element && !(element as HTMLInputElement).disabled) {
      element.focus();
      return;
    }
  }
}

const everyField = Object.fromEntries(Object.keys(emptySellBookValues).map((name) => [name, true]));

interface SellFormOptions {
  draft: SellDraft | null;
  /** Whose draft is kept: the member's username, or null for a guest. */
  owner: string | null;
  isGuest: boolean;
  askToSignIn: () => void;
  onSessionExpired: () => void;
  location: SellerLocationState;
}

/**
 * The sell form's state and its submit (issue 27): every error at once with focus on the first, photos judged only
 * after their uploads end, the location asked before listing without one, the draft kept until the book is listed.
 */
export function useSellForm({ draft, owner, isGuest, askToSignIn, onSessionExpired, location }: SellFormOptions) {
  const refreshBooks = useRefreshBooks();
  const uploads = usePhotoUploads();
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  // What was listed last, and what "List another" keeps of it.
  const [submitted, setSubmitted] = useState<{ name: string; detail: string; shelf: SellBookValues } | null>(null);
  const [phase, setPhase] = useState<'idle' | 'waiting' | 'submitting'>('idle');
  const [askNoLocation, setAskNoLocation] = useState(false);
  const allowWithoutLocation = useRef(false);
  const submitWhenLocated = useRef(false);

  // Submitting is ours (below): Formik holds the values, their rules and what has been touched.
  const form = useFormik<SellBookValues>({
    initialValues: draft?.values ?? emptySellBookValues,
    validationSchema: sellBookSchema,
    onSubmit: () => undefined,
  });

  const { reset: resetPhotos, notice, photos } = uploads;
  useEffect(() => {
    if (draft && draft.photos.length > 0) resetPhotos(draft.photos);
  }, [draft, resetPhotos]);
  useEffect(() => {
    if (notice) notify.error(notice, { id: SELL_TOAST_ID });
  }, [notice]);
  // An error about the photos goes as soon as they are fine again.
  useEffect(() => {
    if (!photosError(photos)) setPhotoError(undefined);
  }, [photos]);
  const discardPendingDraft = useKeepDraft(owner, form.values, photos, true);

  const create = async (listed: readonly Photo[]) => {
    setPhase('submitting');
    setFailure(null);
    try {
      const payload = buildBookPayload(form.values as ValidSellBookValues, uploadedKeys(listed), location.coordinates);
      const response = await createBook(payload);
      notify.success(response.detail, { id: SELL_TOAST_ID });
      discardPendingDraft();
      await clearDraft();
      resetPhotos([]);
      const shelf = shelfValues(form.values);
      form.resetForm({ values: emptySellBookValues });
      setSubmitted({ name: payload.name, detail: response.detail, shelf });
      // The member's own list (My Books, another remote, same SWR cache) now has one more book.
      void refreshBooks();
    } catch (error) {
      const status = errorStatus(error);
      if (status === 401) {
        onSessionExpired();
        askToSignIn();
        return;
      }
      const { fields, other } = serverFieldErrors(error);
      const message = status ? errorDetail(error, messages.submit.failed) : messages.submit.network;
      setFailure([message, ...other].join(' '));
      notify.error(message, { id: SELL_TOAST_ID });
      const { photos: photoProblem, ...valueErrors } = fields;
      setPhotoError(photoProblem);
      form.setErrors(valueErrors);
      focusFirst(Object.keys(fields));
    } finally {
      setPhase('idle');
    }
  };

  const submit = async () => {
    setSubmitted(null);
    if (isGuest) {
      askToSignIn();
      return;
    }
    setPhase('waiting');
    const settled = await uploads.settled();
    setPhase('idle');
    const errors = await form.validateForm();
    await form.setTouched(everyField, false);
    const photoProblem = photosError(settled);
    setPhotoError(photoProblem);
    const invalid = [...(photoProblem ? ['photos'] : []), ...Object.keys(errors)];
    if (invalid.length > 0) {
      notify.error(messages.submit.fixFields, { id: SELL_TOAST_ID });
      focusFirst(invalid);
      return;
    }
    if (!location.coordinates && location.status !== 'unsupported' && !allowWithoutLocation.current) {
      setAskNoLocation(true);
      return;
    }
    allowWithoutLocation.current = false;
    await create(settled);
  };

  // "Use my location" from the dialog: list the book once the position is found; a failure shows beside the button.
  useEffect(() => {
    if (!submitWhenLocated.current || location.status === 'pending') return;
    submitWhenLocated.current = false;
    if (location.status === 'located') void submit();
    // `submit` reads the location that just arrived; only the status change matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [location.status]);

  const noLocation = {
    open: askNoLocation,
    cancel: () => {
      setAskNoLocation(false);
    },
    useLocation: () => {
      setAskNoLocation(false);
      submitWhenLocated.current = true;
      location.ask();
    },
    continueWithout: () => {
      setAskNoLocation(false);
      allowWithoutLocation.current = true;
      void submit();
    },
  };

  /** "List another" (issue 40): a new form with what the shelf shares, ready for the next ISBN. */
  const listAnother = () => {
    if (submitted) form.resetForm({ values: submitted.shelf });
    setSubmitted(null);
    document.getElementById(fieldId('isbn'))?.focus();
  };

  return { form, uploads, photoError, failure, submitted, listAnother, phase, submit, noLocation };
}
