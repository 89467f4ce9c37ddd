import useSWR from 'swr';
import { hasSavedArea, SAVED_AREA_KEY, useSession, type SavedArea } from '@booknook/platform';
import { messages } from '../../../messages';

/**
 * The signed-in member's saved area, as its name in Browse's sentences, or undefined (a guest, none saved, not known
 * yet: then `loading`). The API keeps the point: Browse asks for `near=saved` and it measures from there (issue 26).
 */
export function useSavedAreaName(): { name: string | undefined; loading: boolean } {
  const { session } = useSession();
  const member = session.status === 'authenticated';
  const { data, error } = useSWR<SavedArea, unknown>(member ? SAVED_AREA_KEY : null);
  return {
    name: hasSavedArea(data) ? messages.browse.savedAreaName(data.source, data.label) : undefined,
    loading: member && data === undefined && error === undefined,
  };
}
