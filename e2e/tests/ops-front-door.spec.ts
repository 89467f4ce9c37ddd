import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/ports';
import { E2E_BASE_URL, REPO_ROOT } from '../support/stack-config';

// Issue 12.1 and 12.7: what the operator relies on. nginx answers its own errors on /api/ as JSON
// {detail} like the API; `npm start` reports a server killed by a signal with a non-zero exit.

test("nginx's own 413, 414 and 431 on /api/ are JSON {detail}", async () => {
  const cases: { status: number; request: () => Promise<Response> }[] = [
    {
      status: 413,
      request: () =>
        fetch(`${E2E_BASE_URL}/api/v1/users/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(7 * 1024 * 1024),
        }),
    },
    { status: 414, request: () => fetch(`${E2E_BASE_URL}/api/v1/books/?name=${'a'.repeat(20_000)}`) },
    { status: 431, request: () => fetch(`${E2E_BASE_URL}/api/v1/books/`, { headers: { 'x-padding': 'a'.repeat(20_000) } }) },
  ];
  for (const { status, request } of cases) {
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof ((await response.json()) as { detail?: unknown }).detail).toBe('string');
  }
});

test('npm start exits non-zero when the server dies by a signal, and 0 when stopped', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'booknook-start-'));
  const start = async () => {
    const wrapper = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
      env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    wrapper.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    wrapper.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => wrapper.once('exit', (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 90_000 }).toContain('BookNook is running at');
    const server = Number(
      execFileSync('pgrep', ['-P', String(wrapper.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')[0],
    );
    return { wrapper, server, exited, output: () => output };
  };
  try {
    const crashed = await start();
    process.kill(crashed.server, 'SIGKILL');
    expect(await crashed.exited).toBe(128 + 9);
    expect(crashed.output()).toContain('killed by SIGKILL');

    const stopped = await start();
    stopped.wrapper.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
