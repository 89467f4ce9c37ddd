import type { preValidationHookHandler } from 'fastify';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Trim surrounding whitespace of some string fields of a JSON body before it is validated. */
export function trimFields(fields: readonly string[]): preValidationHookHandler {
  return (request, _reply, done) => {
    const record = asRecord(request.body);
    if (record) {
      for (const field of fields) {
        const value = record[field];
        if (typeof value === 'string') record[field] = value.trim();
      }
    }
    done();
  };
}

/**
 * Query parameters sent empty (`?condition=&grade=`) count as absent, as forms and URL builders
 * send them; a repeated parameter keeps its last value.
 */
export const dropEmptyQueryParams: preValidationHookHandler = (request, _reply, done) => {
  const query = asRecord(request.query);
  if (query) {
    for (const [name, value] of Object.entries(query)) {
      const last: unknown = Array.isArray(value) ? value[value.length - 1] : value;
      if (typeof last !== 'string' || last.trim() === '') Reflect.deleteProperty(query, name);
      else query[name] = last;
    }
  }
  done();
};
