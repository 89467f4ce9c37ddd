import pg from 'pg';

// What every pg.Pool of the API shares: the primary's and the read replicas'.

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function parseInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`Integer ${value} does not fit in a JavaScript number`);
  return parsed;
}

/**
 * Type parsers for this pool only (pg.types is process-wide): bigint ids and counts, and
 * numeric prices, are returned as numbers; ids never approach 2^53 and prices have 2 decimals.
 */
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID && format !== 'binary') return parseInteger;
  if (oid === NUMERIC_OID && format !== 'binary') return Number;
  // pg's own parsers, typed by its TypeId enum; an OID from the wire is any number.
  const builtIn = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => (value: string) => unknown;
  return builtIn(oid, format ?? 'text');
}

export const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: getTypeParser as pg.CustomTypesConfig['getTypeParser'],
};

export function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Keep every connection's 'error' event handled. pg.Pool listens on idle connections only: a
 * connection that is checked out when the server goes away (pg_ctl restart, failover) emits
 * 'error' with no listener, which would end the process.
 */
export function handleConnectionErrors(pool: pg.Pool, onError: (error: Error) => void): void {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}
