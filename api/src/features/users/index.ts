// The users feature's front door: what other features may use of it (more of it moves here with issue 38).
export { codeDigitsSchema } from './email-code-schemas';
export type { EmailCodes } from './email-code';
export { startMemberSession } from './member-session';
export { publicUserSchema } from './schemas';
