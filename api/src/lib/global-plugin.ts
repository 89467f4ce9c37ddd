import type { FastifyPluginAsync } from 'fastify';

/**
 * Mark a plugin as not encapsulated, so its hooks and decorators apply to the scope that
 * registers it (what the fastify-plugin package does, without the extra dependency).
 */
export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
