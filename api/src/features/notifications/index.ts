// The notifications feature's front door: what other features may use of it.
export { MAIL_KIND_OF } from './notifier';
export type { NotificationMailJob, Notifier } from './notifier';
