// What a member's public page says (issue 37).

import { localized } from '../../lib/language';
import { memberTextsNe } from './texts.ne';

const memberTextsEnglish = {
  usernameInvalid: 'username must be a member’s username.',
} as const;

export type MemberTexts = typeof memberTextsEnglish;

export const memberTexts = localized(memberTextsEnglish, { ne: memberTextsNe });
