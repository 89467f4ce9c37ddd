// Compiled from auth-catalogue.ts by platform/build/compile-catalogue.ts (its key test rewrites it): never edited by hand.
import type { CompiledMessages } from '@booknook/platform';

const compiled: CompiledMessages = {
  'We sent a 6-digit code to {email}. It works for 10 minutes; the email also has a link that signs you in.': [
    'We sent a 6-digit code to ',
    ['email'],
    '. It works for 10 minutes; the email also has a link that signs you in.',
  ],
};
export default compiled;
