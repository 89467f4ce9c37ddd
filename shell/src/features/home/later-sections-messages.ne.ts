import type { Translation } from '@booknook/platform';
import type { laterSectionsMessages } from './later-sections-messages';

// Written without a native speaker: unreviewed (docs/i18n.md).
export const laterSectionsMessagesNe: Translation<typeof laterSectionsMessages> = {
  servicesTitle: 'हाम्रा सेवाहरू',
  servicesTagline: 'आफ्नो पुरानो किताब नजिकैका मानिसहरूलाई बेच्नुहोस् वा दान गर्नुहोस्।',
  services: [
    { title: 'किताब किन्नुहोस्', body: 'चाहिएका किताबहरू आफ्नै छिमेकमा खोज्नुहोस्, प्रायः थोरै मूल्यमा।' },
    { title: 'किताब बेच्नुहोस्', body: 'एक मिनेटमै आफ्ना किताब बिक्रीका लागि राख्नुहोस् वा स्थानीय समुदायलाई दान गर्नुहोस्।' },
    { title: 'समुदाय', body: 'हरेक किताब फेरि पढियोस् भनेर हामी पाठकहरूको समुदाय बनाउँदैछौं।' },
  ],
  howTitle: 'यसरी चल्छ',
  howTagline: 'धुलो लागेको दराजबाट नयाँ पाठकसम्म तीन चरण।',
  steps: [
    { title: 'किताब खोज्नुहोस्', body: 'शीर्षक, प्रकाशन, संस्करण आदिका आधारमा नजिकैका किताब खोज्नुहोस्।' },
    { title: 'बिक्रेतासँग जोडिनुहोस्', body: 'किताबमा “बिक्रेतालाई सन्देश” थिच्नुहोस् र BookNook सन्देशमा विवरण मिलाउनुहोस्।' },
    { title: 'किताब लिनुहोस्', body: 'कहाँ भेट्ने सन्देशमा मिलाउनुहोस्, अनि बिक्रेतालाई तिरेर आफ्नो किताब लिनुहोस्।' },
  ],
  payment: 'भुक्तानी र आदानप्रदान सदस्यहरूबीच सिधै हुन्छ; BookNook ले क्रेता र बिक्रेतालाई जोड्ने मात्र काम गर्छ।',
};
