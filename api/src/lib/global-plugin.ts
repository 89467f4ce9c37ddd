import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

type AnyOptions = Record<string, unknown>;

function markGlobal(name: string, plugin: object): void {
  const marked = plugin as Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
}

/**
 * Mark a plugin as not encapsulated, so its hooks and decorators apply to the scope that
 * registers it (what the fastify-plugin package does, without the extra dependency).
 */
export function globalPlugin<Options extends AnyOptions = AnyOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  markGlobal(name, plugin);
  return plugin;
}

/** globalPlugin for a plugin that sets itself up synchronously and calls `done`. */
export function globalCallbackPlugin<Options extends AnyOptions = AnyOptions>(
  name: string,
  plugin: FastifyPluginCallback<Options>,
): FastifyPluginCallback<Options> {
  markGlobal(name, plugin);
  return plugin;
}
