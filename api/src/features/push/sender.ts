import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../db/schema';
import { isSuspendedNow } from '../../lib/suspension';
import { destinationOf, type Destination, type Resolver } from './endpoint-guard';
import { vapidKeys, vapidSubject } from './keys';
import type { PushKind } from './kinds';
import { PUSH_TIMEOUT_MS, PUSH_TTL_SECONDS } from './limits';
import { PushSubscriptions, type StoredSubscription } from './subscriptions';

/** What a lock screen may show: who and which book, never a message's text. A tap opens `url`. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on the site, e.g. /messages/12. */
  url: string;
  /** Pushes with the same tag replace each other on the phone (one per conversation). */
  tag?: string;
}

/** What became of one browser's push. */
export type PushResult = 'delivered' | 'gone' | 'refused' | 'redirected' | 'failed';

export interface PushSettings {
  allowHttp: boolean;
  mailFrom: string;
  timeoutMs?: number;
  /** Name resolution (tests, being offline, give their own). */
  resolve?: Resolver;
}

/** A lookup that answers only the address already checked, so the connection cannot be steered elsewhere. */
function pinnedLookup(destination: Destination): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [destination]);
    else callback(null, destination.address, destination.family);
  };
}

/** Sends pushes through each browser's push service (Web Push: VAPID-signed, the payload encrypted to the browser). */
export class PushSender {
  /** The browsers pushed to; the routes subscribe and unsubscribe them through the same object. */
  readonly subscriptions: PushSubscriptions;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: PushSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.subscriptions = new PushSubscriptions(db);
  }

  /** Pushes to every browser of the member; a suspended member's browsers are forgotten instead. */
  async push(userId: number, message: PushMessage): Promise<PushResult[]> {
    return this.pushBrowsers(userId, await this.subscriptions.of(userId), () => Promise.resolve(message));
  }

  /**
   * A notice of `kind`, unless the member turned that kind's push off. `compose` runs only when a browser would
   * take it, and may decline (undefined): a message already pushed about, a book gone.
   */
  async notice(userId: number, kind: PushKind, compose: () => Promise<PushMessage | undefined>): Promise<PushResult[]> {
    return this.pushBrowsers(userId, await this.subscriptions.of(userId, kind), compose);
  }

  /**
   * `notice` without holding up the caller: what set it off has committed already, and a push service that is slow
   * or down must neither delay nor fail it. Failures are logged; `idle()` waits for what is under way.
   */
  noticeLater(userId: number, kind: PushKind, compose: () => Promise<PushMessage | undefined>): void {
    const task = this.notice(userId, kind, compose).then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error, userId, kind }, 'a push could not be sent'),
    );
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** Every push `noticeLater` started has ended (the app's close, and tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private async pushBrowsers(
    userId: number,
    browsers: StoredSubscription[],
    compose: () => Promise<PushMessage | undefined>,
  ): Promise<PushResult[]> {
    if (browsers.length === 0) return [];
    if (await isSuspendedNow(this.db, userId)) {
      await this.subscriptions.forgetMember(userId);
      return [];
    }
    const message = await compose();
    if (!message) return [];
    return Promise.all(browsers.map((browser) => this.pushTo(browser, message)));
  }

  private async pushTo(browser: StoredSubscription, message: PushMessage): Promise<PushResult> {
    const url = new URL(browser.endpoint);
    const destination = await destinationOf(url, this.settings.allowHttp, this.settings.resolve).catch(() => null);
    if (!destination) {
      this.log.warn({ subscription: browser.id, host: url.hostname }, 'push refused: the endpoint is not on a public address');
      return 'refused';
    }
    const keys = await vapidKeys(this.db);
    const request = webpush.generateRequestDetails(
      { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: vapidSubject(this.settings.mailFrom), ...keys },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        ...(message.tag ? { topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
      },
    );
    let status: number;
    try {
      status = await this.post(url, request.headers, request.body, destination);
    } catch (error) {
      this.log.warn({ subscription: browser.id, err: error }, 'push failed');
      return 'failed';
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed, or its subscription expired: it will never take a push again.
      await this.subscriptions.forget(browser.id);
      return 'gone';
    }
    if (status >= 300 && status < 400) return 'redirected'; // never followed: a redirect could point anywhere
    if (status >= 200 && status < 300) return 'delivered';
    this.log.warn({ subscription: browser.id, status }, 'push service refused a push');
    return 'failed';
  }

  /** One POST to the push service at the checked address, within the time limit; the answer's status. */
  private post(url: URL, headers: Record<string, string | number>, body: Buffer | null, destination: Destination): Promise<number> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          headers,
          lookup: pinnedLookup(destination),
          signal: AbortSignal.timeout(this.settings.timeoutMs ?? PUSH_TIMEOUT_MS),
        },
        (response) => {
          response.resume(); // the body is of no use; drain it so the socket closes
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  }
}
