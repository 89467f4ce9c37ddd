// What the push feature tells people (the texts several features share are in src/texts/).

import { localized } from '../../lib/language';
import { pushTextsNe } from './texts.ne';

const pushTextsEnglish = {
  endpointInvalid: 'Send the push service’s address as `endpoint`: an https:// URL.',
  endpointNotHttps: 'A push subscription’s endpoint must be an https:// address.',
  endpointNotPublic: 'A push subscription’s endpoint must be on a public address.',
  keysInvalid: 'Send the subscription’s keys as `keys: {p256dh, auth}` (base64url).',
  tooMany: (max: number) => `You have ${max} browsers receiving notifications already. Turn them off on one you no longer use first.`,
  notFound: 'No such push subscription among yours.',
} as const;

export type PushTexts = typeof pushTextsEnglish;

export const pushTexts = localized(pushTextsEnglish, { ne: pushTextsNe });
