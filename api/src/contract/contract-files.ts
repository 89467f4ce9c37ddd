import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openapiDocument } from '../plugins/openapi';

// The API's contract, written where the rest of the house reads it: the OpenAPI document @fastify/swagger
// makes of the route schemas (api/openapi.json), and the TypeScript types of @booknook/contract, generated
// from it by api/scripts/openapi-types.mjs (contract/src/schema.gen.ts). `npm run contract` writes
// both; api/test/contract/contract-files.test.ts fails while either differs from what the routes produce now, so
// a field renamed in a route schema fails the type-check of every remote that still reads it. These
// paths are the only place that says where the files go (the generator is handed them).

/** src/contract or dist/contract: either way two folders below api/. */
const API_ROOT = path.resolve(__dirname, '..', '..');

export const CONTRACT_FILES = {
  document: path.join(API_ROOT, 'openapi.json'),
  types: path.join(API_ROOT, '..', 'contract', 'src', 'schema.gen.ts'),
  limits: path.join(API_ROOT, '..', 'contract', 'src', 'limits.gen.ts'),
  generator: path.join(API_ROOT, 'scripts', 'openapi-types.mjs'),
} as const;

/** The document as the app serves it, as the file's contents. */
export async function renderDocument(app: FastifyInstance): Promise<string> {
  await app.ready();
  return `${JSON.stringify(openapiDocument(app), null, 2)}\n`;
}

/** The generator's arguments: it reads the document and prints the types, or with `write` writes them. */
export function generatorArguments({ write }: { write: boolean }): string[] {
  return [CONTRACT_FILES.generator, CONTRACT_FILES.document, ...(write ? ['--write', CONTRACT_FILES.types] : [])];
}
