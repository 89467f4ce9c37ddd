// The books feature's limits: Browse's radius, where a seller's books are shown, and contact details opened.

/** Browse's radius (kilometres) around the visitor's point. */
export const BROWSE_RADIUS_KM = { min: 0.1, max: 50 } as const;

/**
 * Where a seller's books are shown (features/books/location-blur.ts): the seller's point moved by
 * an offset (uniform over the ring offsetMin–offsetMax metres), then snapped to the centre of a grid
 * cell of gridM metres. Every book from one place shows the same point, between
 * offsetMin − gridM/√2 (129 m) and offsetMax + gridM/√2 (371 m) from it.
 *
 * The offset is the member's and the place's: drawn from the member's secret and the place cell
 * (placeCellM metres) the point lies in. Why 1,000 m:
 * - two places in different cells have unrelated offsets, and two points can share a cell only if
 *   they are within its diagonal (1,414 m), so a known place 2 km from a home never shares its
 *   offset (nor with the border margin below: at most 1,414 + 2 × 71 = 1,556 m apart);
 * - two GPS fixes d metres apart land in different cells with probability about 1.27·d/placeCellM
 *   (1.3 % at 10 m, 3.8 % at 30 m), and even then the margin below keeps the first one's offset.
 * Smaller cells would protect places nearer the home but split one home more often; larger ones
 * would let places 2 km apart share.
 *
 * placeBorderM: a fix within this many metres (per axis) of a neighbouring place cell takes that
 * cell's offset when the member has already listed from there (seller-point.ts), so a home on a
 * cell border is still one point.
 */
export const LOCATION_BLUR = { offsetMinM: 200, offsetMaxM: 300, gridM: 100, placeCellM: 1000, placeBorderM: 50 } as const;

/**
 * Sellers whose contact details a member may open per window (GET /books/{id}/contact/). Counted
 * per distinct seller, in the database; scaled by RATE_LIMIT_MULTIPLIER like the rate limits.
 */
export const CONTACT_REVEALS = {
  perWindow: 20,
  windowSeconds: 60 * 60,
  /** Distinct sellers per member per day, beside the hourly limit. */
  perMemberDay: 40,
  /**
   * Distinct sellers per client network (IPv4 address, IPv6 /64) per day, however many accounts it
   * uses. Room for a household or a school behind one address; a harvester with many accounts gets no more.
   */
  perNetworkDay: 100,
} as const;
