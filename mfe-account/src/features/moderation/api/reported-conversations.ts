import { type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

export type ReportedConversationList = ResponseOf<'/moderation/conversations/', 'get'>;
export type ReportedConversation = ReportedConversationList['results'][number];

/** The SWR key (an API path) of the reported conversations, the longest waiting first. */
export const REPORTED_CONVERSATIONS_KEY = '/moderation/conversations/';

export async function getReportedConversations(): Promise<ReportedConversationList> {
  return (await http.get<ReportedConversationList>(REPORTED_CONVERSATIONS_KEY)).data;
}

/** Close a conversation's open reports once a moderator has read it. */
export async function resolveConversationReports(conversationId: number): Promise<{ detail: string }> {
  return (await http.post<{ detail: string }>(`/moderation/conversations/${conversationId}/resolve/`)).data;
}
