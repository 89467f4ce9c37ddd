import { http } from './client';

export interface CurrentUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  location: string;
  phone_number: string;
  /** Members who open this member's contact details see the email only. */
  hide_phone_number?: boolean;
  /** Moderators review listings at /moderation. */
  is_moderator?: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

export async function getCurrentUser(): Promise<CurrentUser> {
  return (await http.get<CurrentUser>('/users/me/')).data;
}

export async function login(credentials: Credentials): Promise<CurrentUser> {
  return (await http.post<CurrentUser>('/users/login/', credentials)).data;
}

export async function logout(): Promise<void> {
  await http.get('/users/logout/');
}
