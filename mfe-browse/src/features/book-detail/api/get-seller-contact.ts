/** How to reach a book's seller: GET /books/{id}/contact/ (members only; a limited number of sellers per hour). */
export interface SellerContact {
  email: string;
  /** null when the seller keeps it from members. */
  phone_number: string | null;
  /** The seller chose to keep the phone number from members. */
  phone_number_hidden: boolean;
}

/** The API path, also the SWR key (the shell's SWR fetcher GETs it). */
export function sellerContactKey(bookId: number): string {
  return `/books/${bookId}/contact/`;
}
