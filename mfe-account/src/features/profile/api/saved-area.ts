import { type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http, SAVED_AREA_KEY, type SavedArea } from '@booknook/platform';

// The member's saved area (issue 26): Browse's "Near my saved area" measures from it. The API keeps the point and
// never sends it; these answers say only where it came from and its label.

export type SaveArea = RequestBodyOf<'/users/me/area/', 'put'>;
export type AreaChoices = ResponseOf<'/users/me/area/choices/', 'get'>;

export async function saveArea(body: SaveArea): Promise<SavedArea> {
  return (await http.put<SavedArea>(SAVED_AREA_KEY, body)).data;
}

export async function forgetArea(): Promise<void> {
  await http.delete(SAVED_AREA_KEY);
}
