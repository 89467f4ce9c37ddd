// What the listings feature tells sellers about listings that end.

import { localized } from '../../lib/language';
import { listingTextsNe } from './texts.ne';

const listingTextsEnglish = {
  renewed: (date: string) => `Your listing is renewed: it stays up until ${date}.`,
  cannotRenew: 'This listing cannot be renewed: it has been sold, disabled or is waiting for review.',
  renewLinkInvalid: 'This renewal link is not valid. Sign in and renew the listing from My Books.',
  renewLinkGone:
    'This renewal link no longer works: the listing it renews has been deleted, or it is no longer yours. Your listings are in My Books.',
} as const;

export type ListingTexts = typeof listingTextsEnglish;

export const listingTexts = localized(listingTextsEnglish, { ne: listingTextsNe });
