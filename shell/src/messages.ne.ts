import type { Translation } from './i18n/translation';
import { nepaliDigits, nepaliNumber, nepaliPlural } from './i18n/translation';
import type { messages } from './messages';

// Written without a native speaker: unreviewed. A reviewer reads the shell's Nepali screens and changes this line.
// Not used by screens yet (docs/i18n.md).

/** Read after a visible "सन्देशहरू" or "सूचनाहरू", bracketed as in English (the badge shows the count on screen). */
const unreadConversations = (count: number) =>
  count === 0 ? '' : ` (${nepaliNumber(count)} ${nepaliPlural(count, { one: 'नपढिएको कुराकानी', other: 'नपढिएका कुराकानीहरू' })})`;
const unreadNotifications = (count: number) => (count === 0 ? '' : ` (${nepaliNumber(count)} नपढिएका)`);

/** The shell's text in Nepali, key for key with `messages.ts`. */
export const messagesNe: Translation<typeof messages> = {
  productName: 'BookNook',
  head: {
    homeTitle: 'BookNook — छिमेकीहरूका पुराना किताबहरू',
    description: 'आफ्नै छिमेकमा पुराना किताब किन्नुहोस्, बेच्नुहोस् र दान गर्नुहोस्।',
    notFoundTitle: 'पृष्ठ भेटिएन — BookNook',
    privateTitles: {
      '/login': 'साइन इन — BookNook',
      '/register': 'दर्ता — BookNook',
      '/sell': 'आफ्नो किताब बेच्नुहोस् — BookNook',
      '/mybooks': 'मेरा किताबहरू — BookNook',
      '/bookmarks': 'मेरा बुकमार्कहरू — BookNook',
      '/moderation': 'मध्यस्थता — BookNook',
      '/messages': 'सन्देशहरू — BookNook',
      '/alerts': 'खोजेका किताबहरू — BookNook',
      '/notifications': 'सूचनाहरू — BookNook',
      '/me': 'म — BookNook',
      '/admin': 'प्रशासन — BookNook',
    },
  },
  nav: {
    browse: 'किताबहरू हेर्नुहोस्',
    sell: 'किताब बेच्नुहोस्',
    myBooks: 'मेरा किताबहरू',
    bookmarks: 'बुकमार्कहरू',
    signIn: 'साइन इन',
    register: 'दर्ता',
    logout: 'लग आउट',
    profile: 'प्रोफाइल',
    moderation: 'मध्यस्थता',
    admin: 'प्रशासन',
    messages: 'सन्देशहरू',
    messagesWithUnread: (count: number) =>
      count === 0
        ? 'सन्देशहरू'
        : `सन्देशहरू, ${nepaliNumber(count)} ${nepaliPlural(count, { one: 'नपढिएको कुराकानी', other: 'नपढिएका कुराकानीहरू' })}`,
    messagesUnread: unreadConversations,
    notifications: 'सूचनाहरू',
    notificationsWithUnread: (count: number) => (count === 0 ? 'सूचनाहरू' : `सूचनाहरू, ${nepaliNumber(count)} नपढिएका`),
    notificationsUnread: unreadNotifications,
    alerts: 'खोजेका किताबहरू',
    menu: 'मेनु',
    accountMenu: 'खाता मेनु',
    primary: 'मुख्य',
    skipToContent: 'सामग्रीमा जानुहोस्',
  },
  tabs: {
    label: 'खण्डहरू',
    browse: 'हेर्नुहोस्',
    sell: 'बेच्नुहोस्',
    messages: 'सन्देश',
    notifications: 'सूचना',
    me: 'म',
  },
  footer: {
    about: 'पुराना किताबहरू फेरि प्रयोग गर्न मद्दत गर्ने मञ्च। हामी आफ्नै छिमेकका पुराना किताबका क्रेता र बिक्रेतालाई जोड्छौं।',
    quickLinks: 'छिटो लिङ्कहरू',
    home: 'गृहपृष्ठ',
    browse: 'किताबहरू हेर्नुहोस्',
    sell: 'किताब बेच्नुहोस्',
    myBooks: 'मेरा किताबहरू',
    myBookmarks: 'मेरा बुकमार्कहरू',
    help: 'सहायता र समर्थन',
    terms: 'सेवाका सर्तहरू',
    privacy: 'गोपनीयता नीति',
    contact: 'सम्पर्क गर्नुहोस्',
    copyright: (year: number) => `© ${nepaliDigits(year)} BookNook. सर्वाधिकार सुरक्षित।`,
  },
  home: {
    headline: 'आफ्नै छिमेकमा किताब खोज्नुहोस्।',
    searchPlaceholder: 'शीर्षक, लेखक वा विधा अनुसार खोज्नुहोस्...',
    searchLabel: 'किताब खोज्नुहोस्',
    search: 'खोज्नुहोस्',
    browseAll: 'सबै किताबहरू हेर्नुहोस्',
    sellYours: 'आफ्ना किताब बेच्नुहोस्',
    freshTitle: 'भर्खरै दराजमा',
    freshTagline: 'छिमेकीहरूले भर्खरै राखेका।',
    freshEmpty: 'अहिलेसम्म कुनै किताब राखिएको छैन। पहिलो तपाईंको हुन सक्छ।',
    freshAll: 'सबै किताबहरू हेर्नुहोस् →',
  },
  notFound: {
    pageTitle: 'पृष्ठ भेटिएन',
    title: 'माफ गर्नुहोस्! पृष्ठ भेटिएन',
    body: 'तपाईंले खोजेको पृष्ठ छैन वा सरेको छ।',
    back: '← गृहपृष्ठमा फर्कनुहोस्',
  },
  loadingPageTitle: 'लोड हुँदैछ…',
  remoteUnavailablePageTitle: 'अहिले उपलब्ध छैन',
  errorPageTitle: 'केही गलत भयो',
  remoteUnavailableTitle: 'BookNook को यो भाग अहिले उपलब्ध छैन।',
  remoteUnavailableBody: 'साइटका बाँकी भाग चल्छन्। केही बेरमा फेरि प्रयास गर्नुहोस्।',
  retry: 'फेरि प्रयास गर्नुहोस्',
  offline: {
    pageTitle: 'तपाईं अफलाइन हुनुहुन्छ — BookNook',
    title: 'तपाईं अफलाइन हुनुहुन्छ',
    body: 'यो पृष्ठलाई इन्टरनेट जडान चाहिन्छ। तपाईं फेरि अनलाइन हुनेबित्तिकै BookNook यहीँ हुनेछ।',
    retry: 'फेरि प्रयास गर्नुहोस्',
    conversationsTitle: 'अन्तिम पटक देखिएका तपाईंका कुराकानीहरू',
    conversationsNone: 'यो यन्त्रमा कुनै कुराकानी राखिएको छैन।',
    formerMember: 'पूर्व सदस्य',
    about: (book: string) => `${book} बारे`,
    lastMessage: (time: string) => `अन्तिम सन्देश ${time}`,
  },
  pushFallbackTitle: 'BookNook मा केही नयाँ',
};
