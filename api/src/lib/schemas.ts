import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { MAX_ID } from '../limits';

// Shapes several slices share. Schemas are plain JSON Schema objects: Fastify validates requests
// and serialises responses with them, the OpenAPI document is generated from them, and their
// TypeScript types are derived from them (SchemaType), so a field is written once.

/**
 * The TypeScript type of what a schema describes: a request as validated (defaults filled in, so
 * defaulted fields are present), or a response as a handler builds it (dates as Date objects,
 * which the serialiser writes as ISO strings).
 */
export type SchemaType<S extends JSONSchema> = WithoutIndexSignatures<
  FromSchema<S, { deserialize: [{ pattern: { type: 'string'; format: 'date-time' }; output: Date }] }>
>;

/**
 * json-schema-to-ts adds `[key: string]: unknown` to objects that do not forbid other properties;
 * our handlers never read those (the serialiser drops them), and the index signature would make
 * Omit/Pick of a schema type lose its fields.
 */
type WithoutIndexSignatures<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? WithoutIndexSignatures<Item>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : K]: WithoutIndexSignatures<T[K]> }
      : T;

/** The property names of a schema's `properties`, for its `required`, typed as such (Object.keys gives string[]). */
export function propertyNames<Properties extends object>(properties: Properties): (keyof Properties & string)[] {
  return Object.keys(properties) as (keyof Properties & string)[];
}

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

export type BookIdParams = SchemaType<typeof bookIdParamsSchema>;

/** Error responses every route may give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema]));
}
