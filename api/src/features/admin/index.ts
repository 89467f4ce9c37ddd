// The admin feature's front door: what other features may use of it.
export { recordAudit } from './audit';
export type { AuditActor } from './audit';
export { isEmailDomainBlocked } from './blocked-domains';
export { activeSuspension, unsuspendMember } from './suspensions';
