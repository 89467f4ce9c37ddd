import { laterSectionsMessages } from '../features/home/later-sections-messages';
import { laterSectionsMessagesNe } from '../features/home/later-sections-messages.ne';
import { meMessages } from '../pages/me-messages';
import { meMessagesNe } from '../pages/me-messages.ne';

// The text of shell screens that load on demand (Home below the first screen, the Me page), side by side in each
// language: compiled together into one Nepali chunk (on-demand.ne.compiled.ts) by on-demand-catalogue.test.ts.
export const onDemandCatalogue = { laterSections: laterSectionsMessages, me: meMessages };
export const onDemandCatalogueNe = { laterSections: laterSectionsMessagesNe, me: meMessagesNe };
