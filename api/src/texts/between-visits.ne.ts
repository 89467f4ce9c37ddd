// Nepali of between-visits.ts. Unreviewed: written without a native speaker, until a reviewer confirms it
// (docs/i18n.md, "Who reviews Nepali") and changes this line.

import type { Translation } from '../lib/language';
import type { BetweenVisitsMessages } from './between-visits';
import { ne } from './nepali';

const prices = new Intl.NumberFormat(['ne-NP', 'en-IN-u-nu-deva'], { maximumFractionDigits: 2 });
/** रू १,५०० (docs/i18n.md: the catalogue holds the रू pattern, not ne-NP's currency style). */
const priceNe = (price: number) => (price <= 0 ? 'निःशुल्क (दान)' : `रू ${prices.format(price)}`);

const listed = (name: string, near: boolean) => (near ? `तपाईंको नजिकै राखियो: ${name}` : `BookNook मा राखियो: ${name}`);

export const betweenVisitsMessagesNe: Translation<BetweenVisitsMessages> = {
  mail: {
    greeting: (firstName: string) => `नमस्ते ${firstName},`,
    footer: 'BookNook मा तपाईंले रोजेअनुसार यो इमेल तपाईंलाई आएको हो।',
    unsubscribe: 'यस्ता इमेल रोक्नुहोस्',
    preferences: 'कस्ता इमेल आउने रोज्नुहोस्',
    wantedSubject: listed,
    wantedHeading: 'तपाईंले खोजेको किताब सूचीमा आयो',
    wantedBody: (name: string, price: number, search: string) =>
      `“${name}”, ${priceNe(price)}, भर्खरै सूचीमा राखियो र तपाईंको सुरक्षित खोज “${search}” सँग मेल खान्छ।`,
    // The ISBN as printed on the book (Latin digits): readers compare it with the barcode.
    wantedIsbnSubject: (isbn: string, name: string) => `तपाईंको खोज ISBN ${isbn} को किताब: ${name}`,
    wantedIsbnBody: (name: string, price: number, isbn: string) =>
      `“${name}”, ${priceNe(price)}, भर्खरै सूचीमा राखियो: तपाईंले पर्खिरहनुभएको संस्करण, ISBN ${isbn}, को एक प्रति।`,
    wantedAction: 'किताब हेर्नुहोस्',
    acceptedSubject: (name: string) => `तपाईंको किताब सूचीमा आयो: ${name}`,
    acceptedHeading: 'तपाईंको किताब सूचीमा आयो',
    acceptedBody: (name: string) => `मोडरेटरले “${name}” स्वीकार गर्नुभयो। अब छिमेकीहरूले यसलाई भेट्न सक्छन्।`,
    acceptedAction: 'आफ्नो सूची हेर्नुहोस्',
    rejectedSubject: (name: string) => `तपाईंको किताब सूचीमा राखिएन: ${name}`,
    rejectedHeading: 'तपाईंको किताब सूचीमा राखिएन',
    rejectedBody: (name: string, reason: string) => `मोडरेटरले “${name}” स्वीकार गर्नुभएन। कारण: ${reason}`,
    rejectedAction: 'मेरा किताबहरू खोल्नुहोस्',
    expiringSubject: (name: string) => `अझै उपलब्ध छ? ${name}`,
    expiringHeading: 'तपाईंको किताब अझै उपलब्ध छ?',
    expiringBody: (name: string, date: string) => `“${name}” को तपाईंको सूची ${date} मा सकिन्छ। किताब अझै तपाईंसँग छ भने एक ट्यापमा सूचीमै राख्नुहोस्।`,
    expiringAction: 'अझै उपलब्ध छ',
    expiredSubject: (name: string) => `तपाईंको सूची सकियो: ${name}`,
    expiredHeading: 'तपाईंको सूची सकियो',
    expiredBody: (name: string) => `“${name}” को तपाईंको सूची सकियो। किताब अझै तपाईंसँग छ भने एक ट्यापमा फेरि सूचीमा राख्नुहोस्।`,
    expiredAction: 'फेरि सूचीमा राख्नुहोस्',
    unreadSubject: (who: string) => `${who} ले तपाईंलाई BookNook मा लेख्नुभयो`,
    unreadHeading: 'तपाईंको एउटा नपढिएको सन्देश छ',
    unreadBody: (who: string, book: string) => `${who} ले “${book}” बारे तपाईंलाई लेख्नुभयो:`,
    unreadAction: 'पढ्नुहोस् र जवाफ दिनुहोस्',
    handoverSubject: (book: string) => `दुई घण्टामा किताब हस्तान्तरण: ${book}`,
    handoverHeading: 'तपाईंको किताब हस्तान्तरण छिट्टै छ',
    handoverBody: (other: string, when: string, place: string, book: string) =>
      `तपाईं “${book}” हस्तान्तरण गर्न ${when} मा ${place} मा ${other} लाई भेट्दै हुनुहुन्छ। क्यालेन्डर फाइल संलग्न छ।`,
    handoverAction: 'कुराकानी खोल्नुहोस्',
    handoverCalendar: 'आफ्नो क्यालेन्डरमा थप्नुहोस्',
    digestSubject: (count: number) => `तपाईंको BookNook सारांश: ${ne(count)} नयाँ कुरा`,
    digestHeading: 'BookNook मा के भयो',
    digestIntro: 'तपाईंको पछिल्लो सारांशपछि:',
  },
  digest: {
    wanted: listed,
    wantedIsbn: (isbn: string, name: string) => `तपाईंको खोज ISBN ${isbn} का लागि: ${name}`,
    accepted: (name: string) => `तपाईंको किताब सूचीमा आयो: ${name}`,
    rejected: (name: string) => `तपाईंको किताब सूचीमा राखिएन: ${name}`,
    expiring: (name: string, date: string) => `${date} मा सकिन्छ: ${name}`,
    expired: (name: string) => `तपाईंको सूची सकियो: ${name}`,
    unread: (who: string, book: string) => `${who} ले ${book} बारे तपाईंलाई लेख्नुभयो`,
    handover: (when: string, book: string) => `${when} मा हस्तान्तरण: ${book}`,
  },
};
