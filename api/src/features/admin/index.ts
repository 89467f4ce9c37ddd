// The admin feature's front door: what other features may use of it (more of it moves here with issue 38).
export { isEmailDomainBlocked } from './blocked-domains';
export { unsuspendMember } from './suspensions';
