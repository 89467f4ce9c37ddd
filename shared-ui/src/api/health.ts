export const HEALTH_KEY = '/health';

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgresql';
  version: string;
}
