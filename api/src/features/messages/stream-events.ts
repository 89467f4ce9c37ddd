import type { SchemaType } from '../../lib/schemas';
import { messageSchema, type Message } from './schemas';

// What the conversation event stream sends (GET /conversations/events/): each event's name and the schema of its
// JSON data. The stream's route documents them as its 200 answer, so they reach @booknook/contract with the rest of
// the API (`StreamEventData<'read'>` there), and the server writes each event through these types.

const conversationId = { type: 'integer', description: 'The conversation to update or refetch' } as const;

export const streamEventSchemas = {
  /** Connected, and the replay of missed messages is done. */
  ready: {
    type: 'object',
    required: ['latest_message_id'],
    properties: { latest_message_id: { type: 'integer', description: 'The newest message the member can see (0: none)' } },
    additionalProperties: false,
  },
  /** A message to or from the member; its id is the event id (Last-Event-ID). */
  message: messageSchema,
  /** Someone read a conversation up to read_id: the member in another tab (`by_me`), or the other member (seen marks). */
  read: {
    type: 'object',
    required: ['conversation_id', 'by_me', 'read_id'],
    properties: { conversation_id: conversationId, by_me: { type: 'boolean' }, read_id: { type: 'integer' } },
    additionalProperties: false,
  },
  /** Something else about a conversation changed (a block): refetch it. */
  conversation: {
    type: 'object',
    required: ['conversation_id'],
    properties: { conversation_id: conversationId },
    additionalProperties: false,
  },
  /** The member's notifications changed (a new one, or read elsewhere): refetch the bell. */
  notifications: {
    type: 'object',
    required: ['notification_id'],
    properties: { notification_id: { type: ['integer', 'null'], description: 'The new notice, or null when read' } },
    additionalProperties: false,
  },
  /** Events may have been missed: refetch what is on screen. */
  resync: { type: 'object', properties: {}, additionalProperties: false },
} as const;

type Schemas = typeof streamEventSchemas;

/** Each event's data as the server writes it (a message read back from a NOTIFY has its time as a string already). */
export interface StreamEvents {
  ready: SchemaType<Schemas['ready']>;
  message: Omit<Message, 'created_at'> & { created_at: Date | string };
  read: SchemaType<Schemas['read']>;
  conversation: SchemaType<Schemas['conversation']>;
  notifications: SchemaType<Schemas['notifications']>;
  resync: Record<string, never>;
}

export type StreamEventName = keyof StreamEvents & keyof Schemas;
export type StreamEventData<E extends StreamEventName> = StreamEvents[E];

/** The stream as the OpenAPI document shows it: each frame's `event:` name and its `data:` (one JSON value). */
export const streamFramesSchema = {
  description:
    'text/event-stream: frames of `event: <name>` and `data: <JSON>` (a `: ping` comment every 25 seconds). A reconnect with Last-Event-ID first replays the messages after it.',
  oneOf: Object.entries(streamEventSchemas).map(([event, data]) => ({
    type: 'object',
    required: ['event', 'data'],
    properties: { event: { type: 'string', const: event }, data },
  })),
};
