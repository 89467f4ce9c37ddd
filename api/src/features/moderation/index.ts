// The moderation feature's front door: what other features may use of it.
export { ModerationQueries } from './moderation-queries';
export { promoteToModerator } from './service';
