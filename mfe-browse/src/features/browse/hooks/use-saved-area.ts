import useSWR from 'swr';
import { hasSavedArea, SAVED_AREA_KEY, useSession, type SavedArea } from '@booknook/platform';
import { messages } from '../../../messages';

/**
 * The signed-in member's saved area, as its name in Browse's sentences, or undefined (a guest, none saved, not known
 * yet). The API keeps the point: Browse asks for `near=saved` and it measures from there (issue 26).
 */
export function useSavedAreaName(): string | undefined {
  const { session } = useSession();
  const { data } = useSWR<SavedArea, unknown>(session.status === 'authenticated' ? SAVED_AREA_KEY : null);
  return hasSavedArea(data) ? messages.browse.savedAreaName(data.source, data.label) : undefined;
}
