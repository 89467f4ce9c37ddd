import { type ResponseOf } from '@booknook/contract';
import { http } from '@booknook/platform';

// /api/v1/admin/: what the /admin screen reads and does.

export type AdminMemberList = ResponseOf<'/admin/members/', 'get'>;
export type AdminMember = AdminMemberList['items'][number];
export type BlockedDomainList = ResponseOf<'/admin/blocked-domains/', 'get'>;
export type AuditList = ResponseOf<'/admin/audit/', 'get'>;
export type AuditItem = AuditList['items'][number];

export const BLOCKED_DOMAINS_KEY = '/admin/blocked-domains/';
export const AUDIT_PAGE = 50;
export const auditKey = (pages: number) => `/admin/audit/?limit=${AUDIT_PAGE * pages}`;
export const membersKey = (query: string) => `/admin/members/?q=${encodeURIComponent(query)}`;

export async function getJson<T>(key: string): Promise<T> {
  return (await http.get<T>(key)).data;
}

type Detail = { detail: string };

export async function suspendMember(id: number, reason: string, until: string | null): Promise<Detail> {
  return (await http.post<Detail>(`/admin/members/${id}/suspend/`, { reason, until })).data;
}

export async function unsuspendMember(id: number): Promise<Detail> {
  return (await http.post<Detail>(`/admin/members/${id}/unsuspend/`)).data;
}

export async function setModerator(id: number, moderator: boolean): Promise<Detail> {
  return (await http.post<Detail>(`/admin/members/${id}/${moderator ? 'make' : 'unmake'}-moderator/`)).data;
}

export async function blockDomain(domain: string): Promise<Detail> {
  return (await http.post<Detail>(BLOCKED_DOMAINS_KEY, { domain })).data;
}

export async function unblockDomain(domain: string): Promise<Detail> {
  return (await http.delete<Detail>(`${BLOCKED_DOMAINS_KEY}${encodeURIComponent(domain)}/`)).data;
}
