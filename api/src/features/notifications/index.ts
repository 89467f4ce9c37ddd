// The notifications feature's front door: what other features may use of it.
export { MAIL_KIND_OF, NOTIFICATION_MAIL_JOB } from './notifier';
export type { NotificationMailJob, Notifier } from './notifier';
export { isbnSearchOf } from './wanted-search';
