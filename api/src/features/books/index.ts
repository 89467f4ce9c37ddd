// The books feature's front door: what other features may use of it (more of it moves here with issue 38).
export { shownToMember } from './book-rows';
