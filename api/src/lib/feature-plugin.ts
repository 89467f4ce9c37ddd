import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** What app.ts hands every feature it finds (`features/<name>/plugin.ts`, loaded by @fastify/autoload). */
export interface FeatureOptions {
  /** The whole app: a feature decorates its services here, so that other features, jobs and tests reach them. */
  root: FastifyInstance;
}

/**
 * A feature's door to the server: its services, jobs and routes, each route under the prefix the feature names, all
 * under the API prefix. `needs` lists the features whose services it uses while starting: they are registered first.
 */
export function featurePlugin(name: string, plugin: FastifyPluginAsync<FeatureOptions>, needs: string[] = []) {
  return fp(plugin, { name, dependencies: needs, encapsulate: true, fastify: '5.x' });
}
