// The mail-delivery feature's front door: what other features may use of it.
export { mailDate } from './notification-mail';
export type { MailLinks } from './links';
export type { Delivered, MailSender } from './sender';
