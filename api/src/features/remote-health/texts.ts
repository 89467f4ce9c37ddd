// What the remote-health feature answers to a page's malformed report.

export const remoteHealthTexts = {
  remoteInvalid: 'remote must be mfe_browse, mfe_sell or mfe_account.',
  versionInvalid: 'version must be a deployed version of the remote.',
  kindInvalid: 'kind must be "session" or "error".',
  assignmentInvalid: "assignment must be the page's canary assignment.",
} as const;
