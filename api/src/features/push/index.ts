// The push feature's front door: what other features use to reach a member's browsers (through `app.push`).
export type { PushMessage, PushResult } from './sender';
