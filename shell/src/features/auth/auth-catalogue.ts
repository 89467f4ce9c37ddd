import { authMessages } from './auth-messages';
import { authMessagesNe } from './auth-messages.ne';
import { emailCodeMessages } from './email-code-messages';
import { emailCodeMessagesNe } from './email-code-messages.ne';
import { passkeyMessages } from './passkey-messages';
import { passkeyMessagesNe } from './passkey-messages.ne';

// The sign-in screens' catalogues side by side in each language: compiled together into one chunk per language
// (auth.compiled.ts, auth.ne.compiled.ts) by the key test, auth-catalogue.test.ts.
export const authCatalogue = { auth: authMessages, code: emailCodeMessages, passkey: passkeyMessages };
export const authCatalogueNe = { auth: authMessagesNe, code: emailCodeMessagesNe, passkey: passkeyMessagesNe };
