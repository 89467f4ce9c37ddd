import type { ResponseOf } from '@booknook/contract';

/**
 * How to reach a book's seller: GET /books/{id}/contact/ (members only; a limited number of sellers per hour).
 * `phone_number` is null when the seller keeps it from members (`phone_number_hidden`).
 */
export type SellerContact = ResponseOf<'/books/{id}/contact/', 'get'>;

/** The API path, also the SWR key (the shell's SWR fetcher GETs it). */
export function sellerContactKey(bookId: number): string {
  return `/books/${bookId}/contact/`;
}
