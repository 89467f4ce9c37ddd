// Child processes for the trace tests (test/traces*.test.ts): a server started from TypeScript, waited for, stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');
const REGISTER_TS = path.join(__dirname, 'register-ts.cjs');

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<unknown>;
}

export function write(root: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, what: () => string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `node -r register-ts.cjs ARGS` and waits for the line saying where the server runs. */
export async function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['-r', REGISTER_TS, ...args], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await waitFor(
    () => /BookNook is running at http:\/\/localhost:(\d+)/.exec(output)?.[1] ?? (child.exitCode === null ? undefined : 'exited'),
    () => output,
  );
  if (port === 'exited') throw new Error(`the server exited: ${output}`);
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
