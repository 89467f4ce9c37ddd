import type { BookStatusFlags } from '@booknook/contract';

/** A price of 0 or less is a donation; otherwise "Rs." and two decimals (docs/product.md). */
export function formatPrice(price: number): string {
  return price <= 0 ? 'Donate' : `Rs. ${price.toFixed(2)}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd, 101st, 111th. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * "450 m", "3.8 km", "12 km" from the API's "1523.40 m": metres to the nearest 10 below a kilometre, one decimal
 * below 10 km, whole kilometres beyond. Null when the API has no distance ("None" or anything unparsable).
 */
export function formatDistance(distance: string | null | undefined): string | null {
  if (!distance) return null;
  const metres = Number.parseFloat(distance);
  if (!Number.isFinite(metres) || metres < 0) return null;
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${tens} m`;
  const km = metres / 1000;
  const tenths = Math.round(km * 10) / 10;
  return tenths < 10 ? `${tenths.toFixed(1)} km` : `${Math.round(km)} km`;
}

export type ListingStatus = 'Disabled' | 'Expired' | 'Accepted' | 'Rejected' | 'Unreviewed';

/**
 * docs/product.md §4, by priority: disabled, then expired (its lifetime passed, issue 25), then reviewed+accepted,
 * then reviewed+rejected, else unreviewed.
 */
export function listingStatus(book: BookStatusFlags & { is_expired?: boolean }): ListingStatus {
  if (book.is_disabled) return 'Disabled';
  if (book.is_expired) return 'Expired';
  if (book.is_reviewed && book.is_accepted) return 'Accepted';
  if (book.is_reviewed && book.is_rejected) return 'Rejected';
  return 'Unreviewed';
}
