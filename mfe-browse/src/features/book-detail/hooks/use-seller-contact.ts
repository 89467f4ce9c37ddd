import useSWR from 'swr';
import { errorDetail, errorStatus } from '@booknook/platform';
import { messages } from '../../../messages';
import { sellerContactKey, type SellerContact } from '../api/get-seller-contact';

/**
 * The seller's contact details, fetched only once `wanted` (a member pressed "Show contact details",
 * or the seller is looking at their own book): each seller a member opens counts toward an hourly
 * limit, so a page view alone never asks.
 */
export function useSellerContact(bookId: number, wanted: boolean) {
  const { data, error, isLoading, mutate } = useSWR<SellerContact, unknown>(wanted ? sellerContactKey(bookId) : null);
  const limited = errorStatus(error) === 429;
  return {
    contact: data,
    isLoading,
    /** What to tell the member when the details could not be shown: the API's words for the hourly limit. */
    problem: error === undefined ? undefined : limited ? errorDetail(error, messages.contact.limited) : messages.contact.failed,
    limited,
    retry: () => void mutate(),
  };
}
