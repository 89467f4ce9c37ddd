// The users feature's front door: what other features may use of it.
export { codeDigitsSchema } from './email-code-schemas';
export type { EmailCodes } from './email-code';
export { detailSchema, languageSchema, publicUserSchema, registerBodySchema, registerMessages } from './schemas';
export { addressBuckets, publicUserColumns, toPublicUser } from './service';
export type { PublicUser } from './service';
export { FORGOT_PAGE_PATH, requireVerifiedEmail } from './verification';
export type { AddressVerification } from './verification';
export { startMemberSession } from './member-session';
export { userFieldTexts, userTexts } from './texts';
