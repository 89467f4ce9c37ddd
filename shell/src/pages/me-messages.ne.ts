import type { Translation } from '@booknook/platform';
import type { meMessages } from './me-messages';

// Written without a native speaker: unreviewed (docs/i18n.md).
export const meMessagesNe: Translation<typeof meMessages> = {
  title: 'म',
  profile: 'प्रोफाइल',
  myBooks: 'मेरा किताबहरू',
  bookmarks: 'मेरा बुकमार्कहरू',
  savedSearches: 'खोजेका किताबहरू (सुरक्षित खोजहरू)',
  moderation: 'मध्यस्थता',
  admin: 'प्रशासन',
  logout: 'लग आउट',
  guest: 'आफ्ना किताब, बुकमार्क र सुरक्षित खोजहरू हेर्न साइन इन गर्नुहोस्।',
  signIn: 'साइन इन',
};
