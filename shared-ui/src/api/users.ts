import type { RequestBodyOf, ResponseOf } from './contract';
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

export async function logout(): Promise<void> {
  await http.get('/users/logout/');
}
