import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../app';

// The API's contract, written where the rest of the house reads it: the OpenAPI document the route
// schemas produce (api/openapi.json), and the TypeScript types of @booknook/contract, generated from it
// by api/scripts/openapi-types.mjs (contract/src/schema.gen.ts). `npm run contract` writes both;
// api/test/contract-files.test.ts fails while either differs from what the routes produce now, so a
// field renamed in a route schema fails the type-check of every remote that still reads it.

/** src/contract or dist/contract: either way two folders below api/. */
const API_ROOT = path.resolve(__dirname, '..', '..');

export const CONTRACT_FILES = {
  document: path.join(API_ROOT, 'openapi.json'),
  types: path.join(API_ROOT, '..', 'contract', 'src', 'schema.gen.ts'),
  generator: path.join(API_ROOT, 'scripts', 'openapi-types.mjs'),
} as const;

/** The document as the app serves it, as the file's contents. */
export async function renderDocument(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: `${API_PREFIX}/openapi.json` });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  return `${JSON.stringify(response.json(), null, 2)}\n`;
}
