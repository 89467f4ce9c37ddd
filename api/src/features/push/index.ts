// The push feature's front door: what other features use to reach a member's browsers (through `app.push`).
export { PUSH_KINDS, type PushKind } from './kinds';
export type { PushMessage, PushResult, PushSender } from './sender';
