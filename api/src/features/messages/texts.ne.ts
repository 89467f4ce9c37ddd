// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import type { ConversationTexts } from './texts';

export const conversationTextsNe: Translation<ConversationTexts> = {
  ownBook: 'यो तपाईंकै किताब हो: सदस्यहरूले यसको पेजबाट तपाईंलाई लेख्छन्।',
  bookUnavailable: 'यो किताब अब सूचीमा छैन, त्यसैले नयाँ कुराकानी सुरु गर्न मिल्दैन।',
  bodyRequired: 'पहिले सन्देश लेख्नुहोस्।',
  bodyTooLong: 'एउटा सन्देश बढीमा २,००० अक्षरको हुन सक्छ।',
  blockedByMe: 'तपाईंले यो सदस्यलाई रोक्नुभएको छ। सन्देश पठाउन पहिले रोक हटाउनुहोस्।',
  blockedByThem: 'तपाईं अब यो कुराकानीमा सन्देश पठाउन सक्नुहुन्न।',
  memberLeft: 'यो सदस्यले BookNook छोडिसक्नुभयो।',
  moderatorsRead: 'मोडरेटरहरूले रिपोर्ट गरिएका कुराकानी पढ्छन्; तिनमा लेख्दैनन्।',
  notSent: 'तपाईंको सन्देश पठाइएन। कृपया फेरि प्रयास गर्नुहोस्।',
  blocked: 'सदस्यलाई रोकियो। अब तपाईंहरूमध्ये कसैले पनि यो कुराकानीमा सन्देश पठाउन सक्नुहुन्न।',
  unblocked: 'सदस्यको रोक हटाइयो।',
  reported: 'धन्यवाद। यो कुराकानीबारे मोडरेटरहरूलाई खबर गरियो।',
  alreadyReported: 'तपाईंले यो कुराकानीबारे पहिले नै रिपोर्ट गरिसक्नुभएको छ।',
  reportResolved: 'रिपोर्ट बन्द गरियो।',
  readInvalid: 'last_read_id कुनै सन्देशको id हुनुपर्छ।',
  beforeInvalid: 'before कुनै सन्देशको id हुनुपर्छ।',
  tooManyStreams: 'सन्देशका धेरै धारा खुला छन्। BookNook को अर्को ट्याब बन्द गरेर फेरि प्रयास गर्नुहोस्।',
};
