// The messages feature's front door: what other features may use of it.
export type { LiveHub } from './live';
