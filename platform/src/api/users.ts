import type { RequestBodyOf, ResponseOf } from '@booknook/contract';
import { http } from './client';

/** GET /users/me/ (and the answer to a sign-in): the signed-in member, as the API declares it. */
export type CurrentUser = ResponseOf<'/users/me/', 'get'>;

/** POST /users/login/ */
export type Credentials = RequestBodyOf<'/users/login/', 'post'>;

export async function getCurrentUser(): Promise<CurrentUser> {
  return (await http.get<CurrentUser>('/users/me/')).data;
}

export async function login(credentials: Credentials): Promise<CurrentUser> {
  return (await http.post<CurrentUser>('/users/login/', credentials)).data;
}

/** POST, CSRF-checked (the contract's GET stays for other clients; a GET from another site is refused). */
export async function logout(): Promise<void> {
  await http.post('/users/logout/');
}

/** POST /users/me/verification/: the confirmation link again; what the API says it did. */
export async function resendConfirmation(): Promise<string> {
  return (await http.post<{ detail: string }>('/users/me/verification/')).data.detail;
}
