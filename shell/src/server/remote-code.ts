import vm from 'node:vm';
import type { ServerRemoteModule } from '@booknook/platform';
import { serverSharedModules } from './shared-modules';

/**
 * Runs a remote's CommonJS server bundle in a function scope of its own, with the shell's singletons as its only
 * imports. Each version is evaluated once; a new version is a new scope, so nothing of the old one is reused.
 * Only code from trusted origins gets here (the renderer's SSR_REMOTE_ORIGINS): it runs with the server's rights.
 */
export function evaluateRemoteServerCode(code: string, url: string): ServerRemoteModule {
  const wrapper = new vm.Script(`(function (exports, require, module) {${code}\n})`, { filename: url });
  const module = { exports: {} as Record<string, unknown> };
  const requireShared = (request: string) => {
    if (Object.hasOwn(serverSharedModules, request)) return serverSharedModules[request];
    throw new Error(`${url} requires ${request}, which the shell does not share on the server`);
  };
  (wrapper.runInThisContext() as (exports: unknown, require: unknown, module: unknown) => void)(module.exports, requireShared, module);
  const exported = module.exports as Partial<ServerRemoteModule>;
  if (!exported.serverPages || typeof exported.serverPages !== 'object') throw new Error(`${url} exports no serverPages`);
  return exported as ServerRemoteModule;
}
