import type { ResponseOf } from '@booknook/contract';
import { API_PATHS } from './requests';

// The conversations the offline page lists: taken from the member's last full GET of their conversations, keeping
// only what that list shows (who, which book, when), never a message's text. Forgotten when the session ends.

/** One line of the offline page's list. */
export interface SeenConversation {
  /** The other member's name; null once they left. */
  with: string | null;
  book: string;
  /** When the last message was written (ISO 8601). */
  at: string | null;
}

type ConversationList = ResponseOf<'/conversations/', 'get'>;

const DATA_CACHE = 'booknook-offline-data';
const KEY = '/__offline/seen-conversations.json';
/** As many as a phone's screen lists at a glance. */
const KEPT = 20;

export function seenFrom(list: ConversationList): SeenConversation[] {
  return list.results.slice(0, KEPT).map((conversation) => {
    const other = conversation.other_member;
    const name = other ? `${other.first_name} ${other.last_name}`.trim() || other.username : null;
    return { with: name, book: conversation.book.name, at: conversation.last_message?.created_at ?? null };
  });
}

export async function rememberSeen(caches: CacheStorage, seen: SeenConversation[]): Promise<void> {
  const cache = await caches.open(DATA_CACHE);
  await cache.put(KEY, new Response(JSON.stringify(seen), { headers: { 'content-type': 'application/json' } }));
}

export async function recallSeen(caches: CacheStorage): Promise<SeenConversation[]> {
  const stored = await (await caches.open(DATA_CACHE)).match(KEY);
  if (!stored) return [];
  try {
    return (await stored.json()) as SeenConversation[];
  } catch {
    return [];
  }
}

export async function forgetSeen(caches: CacheStorage): Promise<void> {
  await caches.delete(DATA_CACHE);
}

/** Signed out, the account deleted, or the session answered as a guest's (401) or a suspended member's (403). */
export function sessionEnded(method: string, pathname: string, status: number): boolean {
  if (status === 401 || status === 403) return true;
  if (pathname === API_PATHS.logout) return status < 300;
  return pathname === API_PATHS.me && method === 'DELETE' && status < 300;
}

/** Keeps or forgets what the offline page lists, from an API answer the worker passed on. */
export async function watchAnswer(caches: CacheStorage, request: Pick<Request, 'method' | 'url'>, response: Response): Promise<void> {
  const url = new URL(request.url);
  if (sessionEnded(request.method, url.pathname, response.status)) {
    await forgetSeen(caches);
    return;
  }
  // Only the whole list, from its start: a later page or one book's conversations are not what the member last saw.
  const wholeList = url.pathname === API_PATHS.conversations && !url.searchParams.has('before') && !url.searchParams.has('book_id');
  if (!wholeList || response.status !== 200) return;
  try {
    await rememberSeen(caches, seenFrom((await response.json()) as ConversationList));
  } catch {
    // Not the list the contract describes: keep what was there.
  }
}
