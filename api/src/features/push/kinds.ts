import type { MailKind } from '../../db/schema';

/**
 * The notices that push (issue 41), named as the kinds of mail whose choices they sit beside on Profile: a new
 * message, a wanted book listed, a hand-over soon, a listing about to end. A review's outcome waits for the bell.
 */
export const PUSH_KINDS = ['messages', 'wanted', 'handovers', 'expiry'] as const satisfies readonly MailKind[];
export type PushKind = (typeof PUSH_KINDS)[number];
