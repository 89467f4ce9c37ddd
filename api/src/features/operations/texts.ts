// What the operations feature answers about its metrics and snapshots.

export const operationTexts = {
  /** /metrics and the backup snapshot from elsewhere than the server itself, without the token. */
  localOnly: 'Only available from the server itself, or with the metrics token.',
  embeddedOnly: 'Snapshots are taken of the embedded database only.',
} as const;
