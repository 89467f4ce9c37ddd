import { emptySellBookValues, type SellBookValues } from './sell-book-values';

/** What a guest typed survives the trip to the sign-in page and back (the file itself cannot be kept). */
const DRAFT_KEY = 'booknook:sell:draft';

type Draft = Omit<SellBookValues, 'book_image'>;
const NUMERIC_FIELDS = new Set<keyof SellBookValues>(['grade', 'edition', 'price']);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function saveDraft(values: SellBookValues): void {
  const { book_image: _image, ...draft } = values;
  const isEmpty = Object.entries(draft).every(([name, value]) => value === emptySellBookValues[name as keyof Draft]);
  try {
    if (isEmpty) storage()?.removeItem(DRAFT_KEY);
    else storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // quota or privacy mode: the draft is a convenience
  }
}

/** The saved draft over the empty form; only known fields of the right type are taken. */
export function loadDraft(): SellBookValues {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return emptySellBookValues;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const values: SellBookValues = { ...emptySellBookValues };
    for (const name of Object.keys(emptySellBookValues) as (keyof SellBookValues)[]) {
      if (name === 'book_image') continue;
      const value = parsed[name];
      const fits = NUMERIC_FIELDS.has(name)
        ? value === '' || (typeof value === 'number' && Number.isFinite(value))
        : typeof value === 'string';
      if (fits) Object.assign(values, { [name]: value });
    }
    return values;
  } catch {
    return emptySellBookValues;
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
