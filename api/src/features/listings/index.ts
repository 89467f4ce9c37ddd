// The listings feature's front door: what other features may use of it.
export { WANTED_MATCH_JOB } from './listing-events';
export type { WantedMatchJob } from './listing-events';
