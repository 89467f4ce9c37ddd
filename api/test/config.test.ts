import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({}, '/srv/booknook');
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/booknook', 'data'),
      databaseUrl: undefined,
      databaseReadUrls: [],
      nodeEnv: 'development',
      isProduction: false,
      publicUrl: 'http://localhost:8080',
      storage: 'local',
      webRoot: undefined,
      siteDir: undefined,
      logLevel: 'info',
      s3: { bucket: undefined, region: 'us-east-1', endpoint: undefined, publicUrl: undefined },
      seedDemo: true,
      rateLimitMultiplier: 1,
      trustProxy: 'loopback',
      databasePoolSize: 10,
      browseCacheSeconds: 5,
      uploadSweepMarginHours: 24,
      imageConcurrency: 1,
      imageTimeoutSeconds: 10,
      maxEventStreams: 5000,
      socketIdleTimeoutSeconds: 75,
      maxConnectionsPerClient: 128,
      listingLifetimeSeconds: 60 * 24 * 60 * 60,
      expiryReminderSeconds: 7 * 24 * 60 * 60,
      unreadEmailDelaySeconds: 900,
      digestHour: 8,
      jobPollSeconds: 2,
      requestTimeoutSeconds: 60,
      smtpUrl: undefined,
      mailFrom: 'BookNook <no-reply@localhost>',
      backupDir: path.resolve('/srv/booknook', 'data', 'backups'),
      webPushAllowHttp: false,
      metricsToken: undefined,
      bookLookupUrl: undefined,
      bookLookupTimeoutMs: 3000,
    });
  });

  it('asks an external catalogue only when BOOK_LOOKUP_URL names one: an http(s) base URL, its timeout in milliseconds', () => {
    const config = loadConfig({ BOOK_LOOKUP_URL: 'https://openlibrary.org/', BOOK_LOOKUP_TIMEOUT_MS: '1500' });
    expect(config.bookLookupUrl).toBe('https://openlibrary.org');
    expect(config.bookLookupTimeoutMs).toBe(1500);
    expect(loadConfig({ BOOK_LOOKUP_URL: 'http://catalogue.local:8081/ol' }).bookLookupUrl).toBe('http://catalogue.local:8081/ol');
    expect(() => loadConfig({ BOOK_LOOKUP_URL: 'openlibrary.org' })).toThrow(/BOOK_LOOKUP_URL/);
    expect(() => loadConfig({ BOOK_LOOKUP_URL: 'file:///etc/passwd' })).toThrow(/http:\/\/ or https:\/\//);
    expect(() => loadConfig({ BOOK_LOOKUP_URL: 'https://openlibrary.org/?key=1' })).toThrow(/without a query/);
    expect(() => loadConfig({ BOOK_LOOKUP_TIMEOUT_MS: '0' })).toThrow(/BOOK_LOOKUP_TIMEOUT_MS/);
  });

  it('sends mail through SMTP_URL, from MAIL_FROM or the public host', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', PUBLIC_URL: 'https://books.example/' });
    expect(config.smtpUrl).toBe('smtps://user:secret@mail.example.com:465');
    expect(config.mailFrom).toBe('BookNook <no-reply@books.example>');
    expect(loadConfig({ MAIL_FROM: 'Books <hello@books.example>' }).mailFrom).toBe('Books <hello@books.example>');
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:\/\/ or smtps:\/\//);
  });

  it('reads the environment, resolving paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db:5432/booknook',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://books.example.org/',
        STORAGE: 'S3',
        WEB_ROOT: '.',
        DATABASE_POOL_SIZE: '4',
        BROWSE_CACHE_SECONDS: '0.5',
        UPLOAD_SWEEP_MARGIN_HOURS: '1.5',
        IMAGE_CONCURRENCY: '2',
        IMAGE_TIMEOUT_SECONDS: '4.5',
        REQUEST_TIMEOUT_SECONDS: '30',
      },
      '/srv/booknook',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/booknook/var/data',
      databaseUrl: 'postgres://u:p@db:5432/booknook',
      isProduction: true,
      publicUrl: 'https://books.example.org',
      storage: 's3',
      webRoot: '/srv/booknook',
      siteDir: '/srv/booknook/site',
      databasePoolSize: 4,
      browseCacheSeconds: 0.5,
      uploadSweepMarginHours: 1.5,
      imageConcurrency: 2,
      imageTimeoutSeconds: 4.5,
      requestTimeoutSeconds: 30,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', WEB_ROOT: ' ', PORT: '' }, '/x')).toMatchObject({
      databaseUrl: undefined,
      webRoot: undefined,
      port: 8080,
    });
  });

  it('rejects nonsense with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ UPLOAD_SWEEP_MARGIN_HOURS: '-1' })).toThrow(/UPLOAD_SWEEP_MARGIN_HOURS/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ IMAGE_CONCURRENCY: '0' })).toThrow(/IMAGE_CONCURRENCY/);
    expect(() => loadConfig({ IMAGE_TIMEOUT_SECONDS: '0' })).toThrow(/IMAGE_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ BROWSE_CACHE_SECONDS: '-1' })).toThrow(/BROWSE_CACHE_SECONDS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('seeds demo data by default only into the embedded database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});
