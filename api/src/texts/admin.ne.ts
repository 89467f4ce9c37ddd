// Nepali of admin.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../lib/language';
import type { AdminMessages } from './admin';

/** Node's full ICU writes Nepali dates (२०२६ डिसेम्बर ३); mail and answers are made on the server only. */
const day = new Intl.DateTimeFormat('ne-NP', { dateStyle: 'long', timeZone: 'UTC' });

export const adminMessagesNe: Translation<AdminMessages> = {
  notAdmin: 'यो काम एडमिनहरूले मात्र गर्न सक्छन्।',
  suspended: (reason: string, until: Date | null) => `तपाईंको खाता ${until ? `${day.format(until)} सम्म ` : ''}निलम्बित छ। कारण: ${reason}`,
  memberSuspended: 'सदस्य निलम्बित भयो। उहाँका किताबहरू लुकाइए र सत्रहरू अन्त्य भए।',
  memberUnsuspended: 'निलम्बन हटाइयो। उहाँका किताबहरू फेरि देखिन्छन्।',
  notSuspended: 'यो सदस्य निलम्बित हुनुहुन्न।',
  notSuspendedSelf: 'तपाईं निलम्बित सदस्य हुनुहुन्न।',
  otherSuspended: 'यो सदस्य निलम्बित हुनुहुन्छ: निलम्बन रहुन्जेल तपाईं उहाँलाई लेख्न वा उहाँको सम्पर्क विवरण हेर्न सक्नुहुन्न।',
  suspendedMail: {
    subject: 'तपाईंको BookNook खाता निलम्बित भयो',
    body: (reason: string, until: Date | null) =>
      `एक जना एडमिनले तपाईंको खाता ${until ? `${day.format(until)} सम्म` : 'एडमिनले निलम्बन नहटाउन्जेल'} निलम्बित गर्नुभयो। कारण: ${reason}`,
    effects: 'निलम्बन रहुन्जेल तपाईंका किताबहरू लुकाइन्छन्, तपाईं साइन इन गर्न सक्नुहुन्न, र कसैले तपाईंलाई लेख्न सक्दैन। त्यो बेला तपाईंलाई केही पठाइँदैन।',
    contact: 'यो गल्ती हो जस्तो लाग्छ भने सम्पर्क पेजबाट हामीलाई लेख्नुहोस्।',
    button: 'BookNook लाई सम्पर्क गर्नुहोस्',
  },
  cannotSuspendAdmin: 'एडमिनलाई निलम्बन गर्न मिल्दैन।',
  untilInPast: 'निलम्बनको अन्त्य भविष्यमा हुनुपर्छ।',
  reasonRequired: 'कृपया कारण लेख्नुहोस्।',
  madeModerator: 'यो सदस्य अब मोडरेटर हुनुहुन्छ।',
  unmadeModerator: 'यो सदस्य अब मोडरेटर हुनुहुन्न।',
  adminStaysModerator: 'एडमिन सधैं मोडरेटर पनि हुन्छ।',
  alreadyModerator: 'यो सदस्य पहिले नै मोडरेटर हुनुहुन्छ।',
  notModerator: 'यो सदस्य मोडरेटर हुनुहुन्न।',
  domainBlocked: 'अब यो डोमेनबाट दर्ता अस्वीकार गरिन्छ।',
  domainUnblocked: 'यो डोमेनबाट फेरि दर्ता गर्न मिल्छ।',
  domainAlreadyBlocked: 'यो डोमेन पहिले नै रोकिएको छ।',
  invalidDomain: 'example.com जस्तो डोमेन लेख्नुहोस्, "@" बिना।',
  searchTooShort: 'प्रयोगकर्ता नाम वा इमेल ठेगानाका कम्तीमा दुई अक्षर लेख्नुहोस्।',
};
