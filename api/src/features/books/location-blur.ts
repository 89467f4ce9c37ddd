import { createHmac } from 'node:crypto';
import { LOCATION_BLUR } from './limits';

// Where a seller's books are shown to be (docs/architecture.md §4, api/README "Location privacy").
// A seller's point is never stored or sent: it is moved by an offset and snapped to a grid, and
// only that point is stored. The offset belongs to the member AND the place (issue 24.4): it is
// derived from the member's secret and the coarse cell (LOCATION_BLUR.placeCellM) the place lies in,
// so
// - every book a member lists from one place has the same point, and averaging them, or
//   trilaterating each from three places, finds that point and no more (issue 12.2);
// - the point is at least offsetMin − half a grid cell's diagonal from the real place (129 m), at
//   most offsetMax + that (371 m), whatever anyone does with the distances;
// - one place the member is known to have listed from (a college) gives away that place's offset
//   only: a home in another cell has an offset of its own, unrelated to it;
// - small GPS jitter between two listings from home lands on the same cells, so even the jitter is
//   hidden (and seller-point.ts keeps a place's offset when a fix strays over a cell's border).

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;

export interface Point {
  latitude: number;
  longitude: number;
}

/** An offset, in metres east and north. */
export interface LocationOffset {
  east_m: number;
  north_m: number;
}

/** A cell of a grid of `sizeM` metres: rows of sizeM; columns of sizeM along each row, measured at the row's centre. */
export interface GridCell {
  row: number;
  column: number;
}

/** An offset uniform over the ring between offsetMin and offsetMax metres, any direction, from two draws in [0, 1). */
export function randomOffset(random: () => number = Math.random): LocationOffset {
  const { offsetMinM: min, offsetMaxM: max } = LOCATION_BLUR;
  const distance = Math.sqrt(min * min + random() * (max * max - min * min));
  const bearing = random() * 2 * Math.PI;
  return { east_m: distance * Math.sin(bearing), north_m: distance * Math.cos(bearing) };
}

function rowHeightDegrees(gridM: number): number {
  return gridM / METRES_PER_DEGREE;
}

function columnWidthDegrees(gridM: number, row: number): number {
  // Every point of a row shares the row's centre latitude, and so its column width.
  const latitude = Math.max(-90, Math.min(90, (row + 0.5) * rowHeightDegrees(gridM)));
  return gridM / (METRES_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 1e-6));
}

/** The cell of a grid of `gridM` metres that holds `point`. */
export function gridCell(point: Point, gridM: number): GridCell {
  const row = Math.floor(point.latitude / rowHeightDegrees(gridM));
  const column = Math.floor((point.longitude + 180) / columnWidthDegrees(gridM, row));
  return { row, column };
}

/** The centre of the grid cell holding `point`. */
export function snapToGrid(point: Point, gridM: number = LOCATION_BLUR.gridM): Point {
  const { row, column } = gridCell(point, gridM);
  const latitude = Math.max(-90, Math.min(90, (row + 0.5) * rowHeightDegrees(gridM)));
  const longitude = (((((column + 0.5) * columnWidthDegrees(gridM, row)) % 360) + 360) % 360) - 180;
  return { latitude, longitude };
}

/** `point` moved by `offset` (metres), without snapping. */
export function movedBy(point: Point, offset: LocationOffset): Point {
  const latitude = Math.max(-90, Math.min(90, point.latitude + offset.north_m / METRES_PER_DEGREE));
  const cosine = Math.max(Math.cos((point.latitude * Math.PI) / 180), 1e-6);
  const longitude = ((((point.longitude + offset.east_m / (METRES_PER_DEGREE * cosine) + 180) % 360) + 360) % 360) - 180;
  return { latitude, longitude };
}

/** Where a book listed at `point` with `offset` is shown: moved, then snapped. */
export function blurredPoint(point: Point, offset: LocationOffset): Point {
  return snapToGrid(movedBy(point, offset));
}

/** The place cell (LOCATION_BLUR.placeCellM) that holds `point`. */
export function placeCell(point: Point): GridCell {
  return gridCell(point, LOCATION_BLUR.placeCellM);
}

/** What a member's secret gives for one place cell. */
export interface PlaceKey {
  offset: LocationOffset;
  /**
   * Stored with each book placed with this offset (books.place_tag), so that a later fix near the
   * cell's border can tell which of the member's books were placed with it (seller-point.ts).
   * Other bits of the same digest than the offset's: it tells nothing about the offset or the cell.
   */
  tag: string;
}

/**
 * One member's offset for one place cell: HMAC-SHA256 of the cell under the member's secret, its
 * first 12 bytes read as two uniform draws (48 bits each) of a point on the ring. Without the
 * secret, the offset of one cell says nothing about any other's.
 */
export function placeKey(secretHex: string, cell: GridCell): PlaceKey {
  const digest = createHmac('sha256', Buffer.from(secretHex, 'hex'))
    .update(`place-cell/${LOCATION_BLUR.placeCellM}/${cell.row}/${cell.column}`)
    .digest();
  const draws = [digest.readUIntBE(0, 6) / 2 ** 48, digest.readUIntBE(6, 6) / 2 ** 48];
  return { offset: randomOffset(() => draws.shift() ?? 0), tag: digest.subarray(16, 32).toString('hex') };
}
