// Nepali of texts.ts. Unreviewed: written without a native speaker, until a reviewer confirms it (docs/i18n.md,
// "Who reviews Nepali") and changes this line.

import type { Translation } from '../../lib/language';
import { ne, waitNe } from '../../texts/nepali';
import type { BookFieldTexts, BookQueryTexts, BookTexts, ContactTexts } from './texts';

export const bookTextsNe: Translation<BookTexts> = {
  notAvailable: 'यो किताब अहिले उपलब्ध छैन।',
  created: 'किताब सफलतापूर्वक पठाइयो। मोडरेटरले हेरेपछि यो सूचीमा देखिनेछ।',
  updated: 'किताब सफलतापूर्वक अद्यावधिक भयो।',
  updatedForReview: 'किताब सफलतापूर्वक अद्यावधिक भयो। मोडरेटरले परिवर्तन हेरेपछि यो फेरि सूचीमा देखिनेछ।',
  deleted: 'किताब सफलतापूर्वक मेटाइयो।',
  markedSold: 'किताबलाई बिक्री भएको भनी चिनो लगाइयो।',
  notOwner: 'यो किताबको बिक्रेताले मात्र यसलाई बदल्न सक्नुहुन्छ।',
  soldCannotEdit: 'बिक्री भइसकेको किताब बदल्न मिल्दैन।',
  alreadySold: 'यो किताब पहिले नै बिक्री भएको भनी चिनो लगाइएको छ।',
  reservedForAnother: 'यो किताब एक जना क्रेताका लागि राखिएको छ: उहाँलाई नै बिक्री भएको चिनो लगाउनुहोस्, वा पहिले छोड्नुहोस्।',
  soldToInvalid: 'sold_to_conversation_id यो किताबबारे तपाईंको कुनै कुराकानी हुनुपर्छ।',
  notReviewed: 'यो किताब अझै हेरिएको छैन; स्वीकृत भएपछि मात्र बिक्री भएको चिनो लगाउन मिल्छ।',
  nothingToUpdate: 'फारममा केही बदलिएको छैन',
};

export const bookFieldTextsNe: Translation<BookFieldTexts> = {
  name: { required: 'किताबको नाम चाहिन्छ', invalid: 'किताबको नाम १ देखि १०० अक्षरको हुनुपर्छ।' },
  category: {
    required: 'श्रेणी चाहिन्छ।',
    invalid: 'श्रेणी TEXTBOOK, REFERENCE, GUIDEBOOK, SOLUTION, OTHER मध्ये एउटा हुनुपर्छ।',
  },
  condition: { required: 'अवस्था चाहिन्छ।', invalid: "अवस्था 'LIKE NEW', GOOD, MODERATE, POOR मध्ये एउटा हुनुपर्छ।" },
  publication: { invalid: 'प्रकाशक बढीमा २५५ अक्षरको हुनुपर्छ।' },
  author: { invalid: 'लेखक बढीमा १०० अक्षरको हुनुपर्छ।' },
  edition: { tooSmall: 'संस्करण १ भन्दा कम हुन सक्दैन।', invalid: 'संस्करण १ देखि ९९९ सम्मको पूर्ण सङ्ख्या हुनुपर्छ।' },
  grade: {
    tooSmall: 'कक्षा १ भन्दा कम हुन सक्दैन',
    tooLarge: 'कक्षा १० भन्दा बढी हुन सक्दैन',
    invalid: 'कक्षा १ देखि १० सम्मको पूर्ण सङ्ख्या हुनुपर्छ।',
    onlySchool: 'कक्षा विद्यालयका किताबमा मात्र लागू हुन्छ।',
  },
  bookType: { invalid: 'विद्यालय, कलेज वा स्नातक किताबमध्ये बढीमा एउटा रोज्नुहोस्।', flag: 'true वा false हुनुपर्छ।' },
  description: { required: 'विवरण चाहिन्छ।', invalid: 'विवरण १ देखि ५,००० अक्षरको हुनुपर्छ।' },
  price: {
    required: 'मूल्य चाहिन्छ।',
    negative: 'मूल्य ऋणात्मक हुन सक्दैन।',
    tooLarge: 'मूल्य ९९,९९९.९९ भन्दा बढी हुन सक्दैन।',
    invalid: 'मूल्य बढीमा २ दशमलव स्थानसम्मको सङ्ख्या हुनुपर्छ।',
  },
  bookImage: {
    required: 'तस्बिर चाहिन्छ',
    invalid: 'तस्बिर तपाईंको अपलोड अनुमतिबाट अपलोड भएको होइन। फेरि अपलोड गर्नुहोस्।',
    notUploaded: 'तस्बिरको अपलोड पूरा भएको छैन। फेरि अपलोड गर्नुहोस्।',
    expired: 'तस्बिर धेरै पहिले अपलोड भएकाले हटाइयो। फेरि अपलोड गर्नुहोस्।',
    inUse: 'यो तस्बिर अर्को किताबले प्रयोग गरिसकेको छ। फेरि अपलोड गर्नुहोस्।',
    coverGone: 'पहिलेको सूचीबाट दिइएको आवरण अब छैन। बरु आफ्नो प्रतिको फोटो खिच्नुहोस्।',
  },
  images: {
    tooMany: 'एउटा किताबमा बढीमा ८ फोटो हुन सक्छन्।',
    empty: 'किताबलाई कम्तीमा एउटा फोटो चाहिन्छ।',
    duplicate: 'हरेक फोटो एक पटक मात्र राख्न मिल्छ।',
    invalid: 'images अपलोड कुञ्जीहरूको सूची हुनुपर्छ।',
    coverFirst: 'images को पहिलो फोटो book_image, अर्थात् आवरण, हुनुपर्छ।',
    notYours: 'एउटा फोटो तपाईंको अपलोड अनुमतिबाट अपलोड भएको होइन। फेरि अपलोड गर्नुहोस्।',
    expired: 'एउटा फोटो धेरै पहिले अपलोड भएकाले हटाइयो। फेरि अपलोड गर्नुहोस्।',
    notUploaded: 'एउटा फोटोको अपलोड पूरा भएको छैन। फेरि अपलोड गर्नुहोस्।',
    inUse: 'एउटा फोटो अर्को किताबले प्रयोग गरिसकेको छ। फेरि अपलोड गर्नुहोस्।',
  },
  isbn: {
    invalid: 'ISBN पाठ हुनुपर्छ: हाइफनसहित वा बिना १० वा १३ अङ्क।',
    shape: (isbn: string) => `"${isbn}" ISBN होइन: ISBN मा १० वा १३ अङ्क हुन्छन् (हाइफन र खाली ठाउँ चल्छ)।`,
    checkDigit: (isbn: string) => `ISBN ${isbn} मान्य छैन: यसको जाँच अङ्क (अन्तिम) मिलेन। किताबसँग दाँजेर हेर्नुहोस्।`,
    unknownRange: (isbn: string) => `ISBN ${isbn} मान्य छैन: यसको दायराका नम्बर कुनै प्रकाशकलाई दिइएका छैनन्। किताबसँग दाँजेर हेर्नुहोस्।`,
  },
  latitude: { invalid: 'अक्षांश -९० देखि ९० सम्मको सङ्ख्या हुनुपर्छ।' },
  longitude: { invalid: 'देशान्तर -१८० देखि १८० सम्मको सङ्ख्या हुनुपर्छ।' },
  location: { bothOrNone: 'latitude र longitude दुवै पठाउनुहोस्, वा कुनै पनि नपठाउनुहोस्।' },
};

export const bookQueryTextsNe: Translation<BookQueryTexts> = {
  limit: 'limit १ देखि १०० सम्मको पूर्ण सङ्ख्या हुनुपर्छ।',
  offset: 'offset ० देखि १०,००,००० सम्मको पूर्ण सङ्ख्या हुनुपर्छ।',
  ordering: 'ordering price, -price, distance, -created मध्ये एउटा हुनुपर्छ।',
  filterBy: 'filter_by all, sold, unreviewed, accepted, rejected, expired मध्ये एउटा हुनुपर्छ।',
  flag: 'true वा false हुनुपर्छ।',
  text: 'खोजको पाठ बढीमा २०० अक्षरको हुनुपर्छ।',
  radius: 'radius ०.१ देखि ५० किलोमिटरसम्मको सङ्ख्या हुनुपर्छ।',
  radiusWithoutPoint: 'radius लाई latitude र longitude चाहिन्छ: दूरी त्यही बिन्दुबाट नापिन्छ।',
  priceMin: 'price_min ० देखि ९९,९९९.९९ सम्मको मूल्य हुनुपर्छ।',
  priceMax: 'price_max ० देखि ९९,९९९.९९ सम्मको मूल्य हुनुपर्छ।',
  priceRange: 'price_min price_max भन्दा बढी हुनु हुँदैन।',
  excludeId: 'exclude_id किताबको id हुनुपर्छ।',
  nearBook: 'near_book सूचीमा भएको किताबको id हुनुपर्छ।',
  nearBookWithPoint: 'near_book, वा latitude र longitude, वा near=saved पठाउनुहोस्: नाप्ने बिन्दु एउटै।',
  freeWithPriceMin: 'free=true ले मूल्य ० भएका किताब मात्र देखाउँछ: यो ० भन्दा बढीको price_min सँग मिल्दैन।',
};

export const contactTextsNe: Translation<ContactTexts> = {
  dailyLimitReached: (sellers: number, seconds: number) =>
    `तपाईंले आज ${ne(sellers)} जना बिक्रेताका सम्पर्क विवरण खोलिसक्नुभयो। बिक्रेतालाई स्प्यामबाट जोगाउन, तपाईं ${waitNe(seconds)}पछि थप खोल्न सक्नुहुन्छ। ` +
    'पहिले सम्पर्क गरेका बिक्रेताका विवरण खुलै रहन्छन्, र किताबको पेजबाट बिक्रेतालाई जहिले पनि लेख्न सक्नुहुन्छ।',
  networkLimitReached: (seconds: number) =>
    `आज तपाईंको नेटवर्कबाट धेरै बिक्रेताका सम्पर्क विवरण खोलिए। बिक्रेतालाई स्प्यामबाट जोगाउन, तपाईं ${waitNe(seconds)}पछि थप खोल्न सक्नुहुन्छ। ` +
    'किताबको पेजबाट बिक्रेतालाई जहिले पनि लेख्न सक्नुहुन्छ।',
  limitReached: (sellers: number, seconds: number) =>
    `तपाईंले पछिल्लो एक घण्टामा ${ne(sellers)} जना बिक्रेताका सम्पर्क विवरण खोल्नुभयो। बिक्रेतालाई स्प्यामबाट जोगाउन, ` +
    `तपाईं ${waitNe(seconds)}पछि थप खोल्न सक्नुहुन्छ। पहिले सम्पर्क गरेका बिक्रेताका विवरण खुलै रहन्छन्।`,
};
