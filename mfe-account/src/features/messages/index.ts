// The conversations feature's front door: what other features of mfe-account may use of it.
// How a member is named in a list (moderation's reported conversations, My Books' "sold to").
export { memberLabel } from './api/conversations';
// The deal's words, which the moderators' deal desk shares.
export { dealMessages } from './deal-messages';
