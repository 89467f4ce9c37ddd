import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import type { Viewer, BrowseQuery } from '../books';
import type { SavedAreas } from './service';

const M = messages.account.savedArea;

/**
 * Browse's query with `near=saved` resolved: the member's saved point in place of latitude and
 * longitude, found from the session, so that the point never travels to the browser (only the
 * distances measured from it do, as with any point). Without `near`, the query as it came.
 */
export async function withSavedArea(query: BrowseQuery, viewer: Viewer, savedAreas: SavedAreas): Promise<BrowseQuery> {
  const { near, ...rest } = query;
  if (near === undefined) return query;
  if (viewer === null) throw new HttpError(401, M.signInForSaved);
  if (query.latitude !== undefined || query.longitude !== undefined) throw new HttpError(400, M.notWithPoint, { near: M.notWithPoint });
  const point = await savedAreas.pointOf(viewer.id);
  if (!point) throw new HttpError(400, M.noneSaved, { near: M.noneSaved });
  return { ...rest, latitude: point.latitude, longitude: point.longitude };
}
