import { type RequestBodyOf, type ResponseOf } from '@booknook/contract';
import { errorStatus, http } from '@booknook/platform';

// Web Push (issue 41): the site's public key a browser subscribes with, and this browser's subscription saved for the
// member or forgotten.

type PushKey = ResponseOf<'/push/key/', 'get'>;
export type SubscriptionBody = RequestBodyOf<'/push/subscriptions/', 'post'>;

const SUBSCRIPTIONS = '/push/subscriptions/';

export async function getPushKey(): Promise<string> {
  return (await http.get<PushKey>('/push/key/')).data.key;
}

export async function saveSubscription(body: SubscriptionBody): Promise<void> {
  await http.post(SUBSCRIPTIONS, body);
}

/** Forgets this browser's subscription; one the API no longer has (404) is forgotten already. */
export async function forgetSubscription(endpoint: string): Promise<void> {
  try {
    await http.delete(SUBSCRIPTIONS, { data: { endpoint } });
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
  }
}
