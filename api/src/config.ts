import path from 'node:path';
import {
  ConfigError,
  hostOf,
  parseBookLookupUrl,
  nonEmpty,
  parseDigestHour,
  parseFlag,
  parseMultiplier,
  parseNumber,
  parsePort,
  parseReadUrls,
  parseSmtpUrl,
  parseStorage,
  parseTrustProxy,
  type StorageKind,
} from './config-values';
import {
  BETWEEN_VISITS,
  CONNECTION_LIMITS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  DEFAULT_UPLOAD_SWEEP_MARGIN_HOURS,
  IMAGE_LIMITS,
  MESSAGE_LIMITS,
} from './limits';

export interface AppConfig {
  /** TCP port to listen on; 0 picks a free one. */
  port: number;
  /**
   * Interface to listen on (HOST). Loopback by default: behind nginx, or tried on one's own machine,
   * nothing else should reach the API directly; HOST=0.0.0.0 opens it to the network.
   */
  host: string;
  /** Absolute path holding the embedded database, its lock file and uploaded media. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /**
   * Streaming replicas of DATABASE_URL for reads that tolerate a second of lag (DATABASE_READ_URL,
   * comma-separated postgres:// URLs); empty = every read on DATABASE_URL. See docs/operations.md.
   */
  databaseReadUrls: string[];
  nodeEnv: string;
  isProduction: boolean;
  /** Origin the site is reached at, used for absolute links (media URLs, upload grants). */
  publicUrl: string;
  /** Passkeys' domain (PASSKEY_RP_ID); unset = the PUBLIC_URL's host (features/passkeys/config.ts). */
  passkeyRpId: string | undefined;
  /** The origins passkeys are used from, comma-separated (PASSKEY_ORIGINS); unset = the PUBLIC_URL's. */
  passkeyOrigins: string | undefined;
  storage: StorageKind;
  /** Repository root holding shell/dist and the remotes' dist folders; undefined = API only. */
  webRoot: string | undefined;
  /** Where `npm run deploy` publishes the remotes (SITE_DIR, default `<webRoot>/site`; docs/deploys.md). */
  siteDir: string | undefined;
  logLevel: string;
  /** Bucket settings for STORAGE=s3 (credentials come from the usual AWS environment/profile chain). */
  s3: S3Config;
  /**
   * Seed demo data into an empty database at start: by default only for the embedded database
   * (DATABASE_URL unset); SEED_DEMO=1 asks for it on PostgreSQL too, SEED_DEMO=0 never seeds.
   */
  seedDemo: boolean;
  /** Scales every rate limit (RATE_LIMIT_MULTIPLIER; 0 turns them off, e.g. for load tests). */
  rateLimitMultiplier: number;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY): Fastify's trustProxy; default loopback only. */
  trustProxy: boolean | string;
  /** Connections to a PostgreSQL server per API instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /**
   * How long browse answers for guests and browse counts may be reused (BROWSE_CACHE_SECONDS; 0 = never):
   * another API instance's change shows within this time.
   */
  browseCacheSeconds: number;
  /**
   * How long after a grant expires an unused upload may still be used by a new book, in hours
   * (UPLOAD_SWEEP_MARGIN_HOURS); after that the upload sweep deletes it and create-book refuses it.
   */
  uploadSweepMarginHours: number;
  /** Images processed at once by this instance (IMAGE_CONCURRENCY); more wait in a short queue, members in turn. */
  imageConcurrency: number;
  /**
   * The time one image's processing may take, in seconds (IMAGE_TIMEOUT_SECONDS, default 10): then it
   * is stopped and the upload refused with 400.
   */
  imageTimeoutSeconds: number;
  /**
   * How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS):
   * a body trickling in more slowly is cut with 408, so slow clients cannot hold connections open.
   */
  requestTimeoutSeconds: number;
  /** Open message event streams this instance holds (MAX_EVENT_STREAMS); more are asked to retry. */
  maxEventStreams: number;
  /**
   * A connection with no bytes read or sent for this long is closed (SOCKET_IDLE_TIMEOUT_SECONDS): a
   * client that stops reading its answers cannot hold one open. Longer than an event stream's heartbeat.
   */
  socketIdleTimeoutSeconds: number;
  /** Open connections per client network (MAX_CONNECTIONS_PER_CLIENT); trusted proxies are not counted. */
  maxConnectionsPerClient: number;
  /** Mail server (SMTP_URL, smtp:// or smtps://); unset writes mail to DATA_DIR/outbox and logs its links. */
  smtpUrl: string | undefined;
  /** The From of mail the site sends (MAIL_FROM); default BookNook <no-reply@the PUBLIC_URL's host>. */
  mailFrom: string;
  /** How long a listing lives after a moderator accepts it, in seconds (LISTING_LIFETIME_S, 60 days). */
  listingLifetimeSeconds: number;
  /** How long before its end a listing's owner is reminded, in seconds (EXPIRY_REMINDER_S, 7 days). */
  expiryReminderSeconds: number;
  /** How long a message stays unread before its recipient is mailed, in seconds (UNREAD_EMAIL_DELAY_S, 900). */
  unreadEmailDelaySeconds: number;
  /** The local hour (0–23, the server's time zone) the daily digest goes out (DIGEST_HOUR, 8). */
  digestHour: number;
  /** How often an idle job worker looks for due jobs, in seconds (JOB_POLL_SECONDS, 2). */
  jobPollSeconds: number;
  /** Bearer token that opens /metrics from outside loopback (METRICS_TOKEN); unset = loopback only. */
  metricsToken: string | undefined;
  /** Where `npm run backup` writes its archives (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /**
   * An Open Library-compatible catalogue asked for an ISBN BookNook has no accepted listing of (BOOK_LOOKUP_URL, read
   * as {url}/isbn/{isbn}.json); unset (the default) = none, only BookNook's own listings fill the form.
   */
  bookLookupUrl: string | undefined;
  /** How long one catalogue look-up may take, in milliseconds (BOOK_LOOKUP_TIMEOUT_MS, 3000): then the form is left to the seller. */
  bookLookupTimeoutMs: number;
  /** Tests only: push subscriptions may use http:// endpoints on loopback (WEB_PUSH_ALLOW_HTTP); refused in production. */
  webPushAllowHttp: boolean;
}

export interface S3Config {
  bucket: string | undefined;
  region: string;
  /** Another S3-compatible endpoint (path-style addressing); unset = AWS. */
  endpoint: string | undefined;
  /** Where the bucket's objects are read from by browsers; unset = the bucket's AWS URL (or endpoint/bucket). */
  publicUrl: string | undefined;
}

function siteDirOf(siteDir: string | undefined, webRoot: string | undefined, cwd: string): string | undefined {
  if (siteDir !== undefined) return path.resolve(cwd, siteDir);
  return webRoot === undefined ? undefined : path.resolve(cwd, webRoot, 'site');
}

/** Read the configuration from environment variables; every variable has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const port = parsePort(nonEmpty(env.PORT));
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const webRoot = nonEmpty(env.WEB_ROOT);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data');
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseReadUrls: parseReadUrls(nonEmpty(env.DATABASE_READ_URL), databaseUrl),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    publicUrl,
    passkeyRpId: nonEmpty(env.PASSKEY_RP_ID),
    passkeyOrigins: nonEmpty(env.PASSKEY_ORIGINS),
    storage: parseStorage(nonEmpty(env.STORAGE)),
    webRoot: webRoot === undefined ? undefined : path.resolve(cwd, webRoot),
    siteDir: siteDirOf(nonEmpty(env.SITE_DIR), webRoot, cwd),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    s3: {
      bucket: nonEmpty(env.S3_BUCKET),
      region: nonEmpty(env.S3_REGION) ?? nonEmpty(env.AWS_REGION) ?? 'us-east-1',
      endpoint: nonEmpty(env.S3_ENDPOINT),
      publicUrl: nonEmpty(env.S3_PUBLIC_URL)?.replace(/\/+$/, ''),
    },
    seedDemo: parseFlag('SEED_DEMO', nonEmpty(env.SEED_DEMO)) ?? databaseUrl === undefined,
    rateLimitMultiplier: parseMultiplier(nonEmpty(env.RATE_LIMIT_MULTIPLIER)),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    databasePoolSize: parseNumber('DATABASE_POOL_SIZE', nonEmpty(env.DATABASE_POOL_SIZE), 10, { min: 1, integer: true }),
    browseCacheSeconds: parseNumber('BROWSE_CACHE_SECONDS', nonEmpty(env.BROWSE_CACHE_SECONDS), 5, { min: 0, integer: false }),
    uploadSweepMarginHours: parseNumber(
      'UPLOAD_SWEEP_MARGIN_HOURS',
      nonEmpty(env.UPLOAD_SWEEP_MARGIN_HOURS),
      DEFAULT_UPLOAD_SWEEP_MARGIN_HOURS,
      {
        min: 0,
        integer: false,
      },
    ),
    imageConcurrency: parseNumber('IMAGE_CONCURRENCY', nonEmpty(env.IMAGE_CONCURRENCY), IMAGE_LIMITS.defaultConcurrency, {
      min: 1,
      integer: true,
    }),
    imageTimeoutSeconds: parseNumber('IMAGE_TIMEOUT_SECONDS', nonEmpty(env.IMAGE_TIMEOUT_SECONDS), IMAGE_LIMITS.defaultTimeoutSeconds, {
      min: 0.001,
      integer: false,
    }),
    requestTimeoutSeconds: parseNumber('REQUEST_TIMEOUT_SECONDS', nonEmpty(env.REQUEST_TIMEOUT_SECONDS), DEFAULT_REQUEST_TIMEOUT_SECONDS, {
      min: 1,
      integer: false,
    }),
    maxEventStreams: parseNumber('MAX_EVENT_STREAMS', nonEmpty(env.MAX_EVENT_STREAMS), MESSAGE_LIMITS.defaultStreamsPerInstance, {
      min: 0,
      integer: true,
    }),
    socketIdleTimeoutSeconds: parseNumber(
      'SOCKET_IDLE_TIMEOUT_SECONDS',
      nonEmpty(env.SOCKET_IDLE_TIMEOUT_SECONDS),
      CONNECTION_LIMITS.defaultIdleTimeoutSeconds,
      { min: 1, integer: false },
    ),
    maxConnectionsPerClient: parseNumber(
      'MAX_CONNECTIONS_PER_CLIENT',
      nonEmpty(env.MAX_CONNECTIONS_PER_CLIENT),
      CONNECTION_LIMITS.defaultPerClient,
      { min: 1, integer: true },
    ),
    smtpUrl: parseSmtpUrl(nonEmpty(env.SMTP_URL)),
    listingLifetimeSeconds: parseNumber('LISTING_LIFETIME_S', nonEmpty(env.LISTING_LIFETIME_S), BETWEEN_VISITS.listingLifetimeSeconds, {
      min: 60,
      integer: true,
    }),
    expiryReminderSeconds: parseNumber('EXPIRY_REMINDER_S', nonEmpty(env.EXPIRY_REMINDER_S), BETWEEN_VISITS.expiryReminderSeconds, {
      min: 0,
      integer: true,
    }),
    unreadEmailDelaySeconds: parseNumber(
      'UNREAD_EMAIL_DELAY_S',
      nonEmpty(env.UNREAD_EMAIL_DELAY_S),
      BETWEEN_VISITS.unreadEmailDelaySeconds,
      {
        min: 0,
        integer: true,
      },
    ),
    digestHour: parseDigestHour(nonEmpty(env.DIGEST_HOUR)),
    jobPollSeconds: parseNumber('JOB_POLL_SECONDS', nonEmpty(env.JOB_POLL_SECONDS), 2, { min: 0.5, integer: false }),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    backupDir: path.resolve(cwd, nonEmpty(env.BACKUP_DIR) ?? path.join(dataDir, 'backups')),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? `BookNook <no-reply@${hostOf(publicUrl)}>`,
    bookLookupUrl: parseBookLookupUrl(nonEmpty(env.BOOK_LOOKUP_URL)),
    bookLookupTimeoutMs: parseNumber('BOOK_LOOKUP_TIMEOUT_MS', nonEmpty(env.BOOK_LOOKUP_TIMEOUT_MS), 3000, { min: 1, integer: true }),
    webPushAllowHttp: testOnlyFlag('WEB_PUSH_ALLOW_HTTP', nonEmpty(env.WEB_PUSH_ALLOW_HTTP), nodeEnv === 'production'),
  };
}

/** A switch that exists for tests: starting a production server with it on is an operator's mistake, so it is refused. */
function testOnlyFlag(name: string, value: string | undefined, isProduction: boolean): boolean {
  const on = parseFlag(name, value) ?? false;
  if (on && isProduction) throw new ConfigError(`${name} is for tests only and cannot be on when NODE_ENV=production.`);
  return on;
}

export { ConfigError, type StorageKind };
