// What the health checks report.

export const healthTexts = {
  databaseUnavailable: 'The database is not reachable.',
  /** A ready check that failed; the server's log says why. */
  checkFailed: 'Not answering (the server log says why).',
  /** The primary answers, a read replica does not: its reads go to the primary meanwhile. */
  replicaDown: 'A read replica is not answering; the primary serves its reads (the server log says why).',
} as const;
