// The messages feature's front door: what other features may use of it.
export type { LiveHub } from './live';
export type { ConversationsService } from './service';
export { postMessage } from './post-message';
export { conversationIdParamsSchema, conversationSchema, type Conversation, type ConversationIdParams } from './schemas';
export { HANDOVER_OUTCOMES } from './deal-rows';
