import { useCallback, useState } from 'react';

export const HIDEABLE_COLUMNS = ['name', 'image', 'price', 'status', 'sold', 'category'] as const;
export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];
export type ColumnVisibility = Record<HideableColumn, boolean>;

/** Remembered per browser (issue 7); the actions column is not in here because it cannot be hidden. */
export const COLUMN_VISIBILITY_STORAGE_KEY = 'booknook:account:my-books-columns';

const allVisible: ColumnVisibility = { name: true, image: true, price: true, status: true, sold: true, category: true };

function readStored(): ColumnVisibility {
  try {
    const raw = window.localStorage.getItem(COLUMN_VISIBILITY_STORAGE_KEY);
    if (!raw) return allVisible;
    const stored = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const visibility = { ...allVisible };
    for (const column of HIDEABLE_COLUMNS) {
      if (typeof stored[column] === 'boolean') visibility[column] = stored[column];
    }
    return visibility;
  } catch {
    // Private mode or a corrupt value: start with every column.
    return allVisible;
  }
}

export function useColumnVisibility() {
  const [visibility, setVisibility] = useState<ColumnVisibility>(readStored);
  const toggle = useCallback((column: HideableColumn) => {
    setVisibility((current) => {
      const next = { ...current, [column]: !current[column] };
      try {
        window.localStorage.setItem(COLUMN_VISIBILITY_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice still holds for this visit.
      }
      return next;
    });
  }, []);
  return { visibility, toggle };
}
