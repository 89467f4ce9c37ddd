import { type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { http, type CurrentUser } from '@booknook/platform';

// A member's own account (the API's /users/me/…): what the profile page reads and changes.

export type ProfileChanges = RequestBodyOf<'/users/me/', 'patch'>;
export type EmailChange = RequestBodyOf<'/users/me/email/', 'post'>;
export type PasswordChange = RequestBodyOf<'/users/me/password/', 'post'>;
export type SessionList = ResponseOf<'/users/me/sessions/', 'get'>;
export type MemberSession = SessionList['items'][number];

export const SESSIONS_KEY = '/users/me/sessions/';
/** Downloaded by the browser itself (a link): the API answers with the file's name. */
export const EXPORT_URL = '/api/v1/users/me/export/';

export async function saveProfile(changes: ProfileChanges): Promise<CurrentUser> {
  return (await http.patch<CurrentUser>('/users/me/', changes)).data;
}

export type EmailChangeAnswer = ResponseOf<'/users/me/email/', 'post'>;

/** The new address waits for its mailed link (the answer's user has it as pending_email). */
export async function changeEmail(change: EmailChange): Promise<EmailChangeAnswer> {
  return (await http.post<EmailChangeAnswer>('/users/me/email/', change)).data;
}

export async function changePassword(change: PasswordChange): Promise<string> {
  return (await http.post<{ detail: string }>('/users/me/password/', change)).data.detail;
}

export async function getSessions(): Promise<SessionList> {
  return (await http.get<SessionList>(SESSIONS_KEY)).data;
}

export async function endSession(id: number): Promise<void> {
  await http.delete(`/users/me/sessions/${id}/`);
}

export async function endOtherSessions(): Promise<string> {
  return (await http.delete<{ detail: string }>(SESSIONS_KEY)).data.detail;
}

export async function deleteAccount(password: string): Promise<void> {
  await http.delete('/users/me/', { data: { password } });
}
