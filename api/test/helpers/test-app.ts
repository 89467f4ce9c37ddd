import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { DatabaseKind } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';
import type { Storage } from '../../src/storage/storage';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** The default configuration with `dataDir` (where media goes) set by the caller. */
export function testConfig(overrides: Partial<AppConfig> & { dataDir: string }): AppConfig {
  // Rate limits off unless a test turns them on: every test client comes from one address.
  // No browse cache unless a test turns it on: tests change books behind the API's back.
  return { ...loadConfig({}), rateLimitMultiplier: 0, browseCacheSeconds: 0, ...overrides };
}

/** A migrated database of `kind` and an app on it, not listening (use inject). */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppConfig> = {},
  { storage }: { storage?: Storage } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(kind, { migrated: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-test-'));
  let app: FastifyInstance;
  try {
    // Nothing to do on a copy of the run's migrated database; the whole work when there was none to copy.
    await migrate(testDb.database.pool);
    app = await buildApp({
      config: testConfig({ dataDir, ...(storage ? { storage: storage.kind } : {}), ...overrides }),
      database: testDb.database,
      storage,
    });
    await app.ready();
  } catch (error) {
    await testDb.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ParsedCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

export function cookiesOf(response: LightMyRequestResponse): ParsedCookie[] {
  return response.cookies;
}

export function cookieOf(response: LightMyRequestResponse, name: string): ParsedCookie | undefined {
  return cookiesOf(response).find((cookie) => cookie.name === name);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A browser-like client over app.inject: keeps cookies, and echoes the csrftoken cookie in
 * X-CSRFToken on unsafe methods (as the platform's client does) unless told not to.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** `headers` go with every request (a member's own X-Forwarded-For: their client network). */
  constructor(
    private readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(
    method: Method,
    url: string,
    options: { json?: unknown; headers?: Record<string, string>; csrf?: boolean; payload?: string | Buffer } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrfToken = this.cookies.get('csrftoken');
    if (method !== 'GET' && options.csrf !== false && csrfToken) headers['x-csrftoken'] = csrfToken;
    const inject: InjectOptions = { method, url, headers };
    if (options.json !== undefined) {
      inject.payload = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (options.payload !== undefined) {
      inject.payload = options.payload;
    }
    const response = await this.app.inject(inject);
    for (const cookie of cookiesOf(response)) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options: { headers?: Record<string, string> } = {}) {
    return this.request('GET', url, options);
  }

  post(url: string, json?: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('POST', url, { ...options, json });
  }

  patch(url: string, json?: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('PATCH', url, { ...options, json });
  }

  delete(url: string, json?: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('DELETE', url, { ...options, json });
  }
}

export const validRegistration = {
  first_name: 'Asha',
  last_name: 'Verma',
  username: 'asha_reads',
  email: 'asha@example.com',
  password: 'correct horse battery',
  location: 'Pune',
  phone_number: '+91 98765-43210',
};
