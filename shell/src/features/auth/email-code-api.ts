import { http, type CurrentUser } from '@booknook/platform';

// The API's sign-in by emailed code (POST /users/email-code/ and …/verify/): the same answer for every address, and a
// code that signs in, making the account when the address is new (then it needs `first_name`).

export interface CodeRequest {
  email: string;
  /** Where the mailed link goes on to once signed in, on whichever device opens it (the page the person was on). */
  next: string;
  altcha?: string;
}

export async function requestEmailCode({ email, next, altcha }: CodeRequest): Promise<void> {
  // Home needs no `next`: it is where a link without one goes.
  await http.post('/users/email-code/', { email, ...(next !== '/' ? { next } : {}), ...(altcha ? { altcha } : {}) });
}

export interface CodeAnswer {
  email: string;
  code: string;
  first_name?: string;
  altcha?: string;
}

export async function verifyEmailCode(answer: CodeAnswer): Promise<CurrentUser> {
  return (await http.post<CurrentUser>('/users/email-code/verify/', answer)).data;
}

/** What a person may paste: "123 456", "123-456" or the code in a sentence; only its digits count. */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}
