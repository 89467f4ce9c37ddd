import { MAX_ID } from '../limits';

// Shapes several slices share. Schemas are plain JSON Schema objects: Fastify validates requests
// and serialises responses with them, and the OpenAPI document is generated from them.

export const detailSchema = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const;

export const errorSchema = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

export const bookIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export interface BookIdParams {
  id: number;
}

/** Error responses every route may give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema]));
}
