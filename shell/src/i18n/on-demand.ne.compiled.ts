// Compiled from on-demand-catalogue.ts by platform/build/compile-catalogue.ts (its key test rewrites it): never edited by hand.
import type { CompiledMessages } from '@booknook/platform';

const compiled: CompiledMessages = {
  'Three steps from a dusty shelf to a new reader.': 'धुलो लागेको दराजबाट नयाँ पाठकसम्म तीन चरण।',
  'How It Works': 'यसरी चल्छ',
  'Payment and exchange happen directly between members; BookNook only connects buyers and sellers.':
    'भुक्तानी र आदानप्रदान सदस्यहरूबीच सिधै हुन्छ; BookNook ले क्रेता र बिक्रेतालाई जोड्ने मात्र काम गर्छ।',
  'Find the books you need around your neighbourhood, often for a fraction of the price.':
    'चाहिएका किताबहरू आफ्नै छिमेकमा खोज्नुहोस्, प्रायः थोरै मूल्यमा।',
  'Buy Books': 'किताब किन्नुहोस्',
  'List your books for sale or donate them to the local community in a minute.':
    'एक मिनेटमै आफ्ना किताब बिक्रीका लागि राख्नुहोस् वा स्थानीय समुदायलाई दान गर्नुहोस्।',
  'Sell Books': 'किताब बेच्नुहोस्',
  'We are building a community of readers so that every book gets read again.': 'हरेक किताब फेरि पढियोस् भनेर हामी पाठकहरूको समुदाय बनाउँदैछौं।',
  Community: 'समुदाय',
  'Sell or donate your old book to the people nearby your locality.': 'आफ्नो पुरानो किताब नजिकैका मानिसहरूलाई बेच्नुहोस् वा दान गर्नुहोस्।',
  'Our Services': 'हाम्रा सेवाहरू',
  'Search for books near you by title, publication, edition and more.': 'शीर्षक, प्रकाशन, संस्करण आदिका आधारमा नजिकैका किताब खोज्नुहोस्।',
  'Find Books': 'किताब खोज्नुहोस्',
  'Tap “Message seller” on a book and agree on the details in your BookNook messages.':
    'किताबमा “बिक्रेतालाई सन्देश” थिच्नुहोस् र BookNook सन्देशमा विवरण मिलाउनुहोस्।',
  'Connect with Sellers': 'बिक्रेतासँग जोडिनुहोस्',
  'Agree in your messages where to meet, then pay the seller and take your book.':
    'कहाँ भेट्ने सन्देशमा मिलाउनुहोस्, अनि बिक्रेतालाई तिरेर आफ्नो किताब लिनुहोस्।',
  'Take Books': 'किताब लिनुहोस्',
  Admin: 'प्रशासन',
  'My Bookmarks': 'मेरा बुकमार्कहरू',
  'Sign in to see your books, bookmarks and saved searches.': 'आफ्ना किताब, बुकमार्क र सुरक्षित खोजहरू हेर्न साइन इन गर्नुहोस्।',
  'Log out': 'लग आउट',
  Moderation: 'मध्यस्थता',
  'My Books': 'मेरा किताबहरू',
  Profile: 'प्रोफाइल',
  'Wanted books (saved searches)': 'खोजेका किताबहरू (सुरक्षित खोजहरू)',
  'Sign In': 'साइन इन',
  Me: 'म',
};
export default compiled;
