import { LIMITS, type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

// The conversations API as the inbox uses it (docs/architecture.md §11). The keys are API paths,
// so SWR fetches them with the shared fetcher.

export type Conversation = ResponseOf<'/conversations/{id}/', 'get'>;
export type ConversationList = ResponseOf<'/conversations/', 'get'>;
export type MessagePage = ResponseOf<'/conversations/{id}/messages/', 'get'>;
export type Message = MessagePage['results'][number];
export type OtherMember = NonNullable<Conversation['other_member']>;
export type BookState = Conversation['book']['status'];

/** The API's limit on a message, from the generated contract. */
export const MESSAGE_MAX_LENGTH = LIMITS.message.bodyMax;

export const INBOX_KEY = '/conversations/';
export const conversationKey = (id: number) => `/conversations/${id}/`;
/** The newest page of a conversation's history; older pages are fetched with `before` and kept by the view. */
export const messagesKey = (id: number) => `/conversations/${id}/messages/`;

export async function getOlderConversations(before: number): Promise<ConversationList> {
  return (await http.get<ConversationList>(INBOX_KEY, { params: { before } })).data;
}

export async function getEarlierMessages(id: number, before: number): Promise<MessagePage> {
  return (await http.get<MessagePage>(messagesKey(id), { params: { before } })).data;
}

export async function sendMessage(id: number, body: RequestBodyOf<'/conversations/{id}/messages/', 'post'>['body']): Promise<Message> {
  return (await http.post<Message>(messagesKey(id), { body })).data;
}

/** Marks the conversation read up to `lastReadId`; answers the member's new unread count. */
export async function markRead(id: number, lastReadId: number): Promise<number> {
  const { data } = await http.post<ResponseOf<'/conversations/{id}/read/', 'post'>>(`/conversations/${id}/read/`, {
    last_read_id: lastReadId,
  });
  return data.unread_conversations;
}

export async function setBlocked(id: number, blocked: boolean): Promise<Conversation> {
  const url = `/conversations/${id}/block/`;
  return (blocked ? await http.post<Conversation>(url) : await http.delete<Conversation>(url)).data;
}

export async function reportConversation(id: number, reason: string): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/conversations/${id}/report/`, { reason })).data;
}

/** Who the other member is, as the inbox names them. */
export function memberName(member: Conversation['other_member'], formerMember: string): string {
  if (!member) return formerMember;
  const name = [member.first_name, member.last_name].filter((part) => part.trim()).join(' ');
  return name || member.username;
}

/** A member as moderators and sellers pick them out: name and @username; a former member otherwise. */
export function memberLabel(member: Conversation['other_member'], formerMember: string): string {
  if (!member) return formerMember;
  return `${memberName(member, formerMember)} (@${member.username})`;
}

/** Adds messages to a list by id, keeping it in order and each message once (live events may repeat a fetch). */
export function mergeMessages(current: readonly Message[], added: readonly Message[]): Message[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
