import { useCallback, useMemo, useState } from 'react';

interface Page<T> {
  results: T[];
  has_more: boolean;
}

/**
 * A list whose newest page comes from SWR (and is refreshed there) and whose older pages are fetched on request,
 * by the cursor of the last item shown: the inbox and the notifications. An item in both the newest page and an
 * older one (it moved up) is shown once, where the newest page has it.
 */
export function useOlderPages<T extends { id: number }>(
  newest: Page<T> | undefined,
  cursorOf: (item: T) => number | undefined,
  fetchOlder: (before: number) => Promise<Page<T>>,
) {
  const [older, setOlder] = useState<{ results: T[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  const items = useMemo(() => {
    const first = newest?.results ?? [];
    const shown = new Set(first.map((item) => item.id));
    return [...first, ...(older?.results ?? []).filter((item) => !shown.has(item.id))];
  }, [newest, older]);

  const last = items[items.length - 1];
  const before = last === undefined ? undefined : cursorOf(last);
  const loadOlder = useCallback(async () => {
    if (before === undefined) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await fetchOlder(before);
      setOlder((current) => ({ results: [...(current?.results ?? []), ...page.results], hasMore: page.has_more }));
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [before, fetchOlder]);

  return { items, hasMore: older ? older.hasMore : (newest?.has_more ?? false), loadOlder, loadingOlder, olderFailed };
}
