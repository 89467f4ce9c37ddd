// Text as the screens show it: the same compiled catalogues and `t` the pages use, in English and in Nepali.
import { setupI18n } from '@lingui/core';
import { NUMBER_LOCALES } from '../../platform/src/i18n/languages';
import { registerEnglish, translator } from '../../platform/src/i18n/catalogues';
import authEnglish from '../../shell/src/features/auth/auth.compiled';
import authNepali from '../../shell/src/features/auth/auth.ne.compiled';
import shellEnglish from '../../shell/src/messages.compiled';
import shellNepali from '../../shell/src/messages.ne.compiled';

registerEnglish({ ...shellEnglish, ...authEnglish });

export const englishT = translator(setupI18n({ locale: 'en', locales: [...NUMBER_LOCALES.en], messages: { en: {} } }));
export const nepaliT = translator(
  setupI18n({ locale: 'ne', locales: [...NUMBER_LOCALES.ne], messages: { ne: { ...shellNepali, ...authNepali } } }),
);
