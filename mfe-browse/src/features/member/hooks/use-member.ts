import useSWR from 'swr';
import { errorStatus } from '@booknook/platform';
import { isUsername, memberKey, memberSummaryKey, type MemberProfile, type MemberSummary } from '../member';

/** GET /members/{username}/ (seeded by the server renderer); a 404 means the member is gone or never was. */
export function useMember(username: string | undefined) {
  const valid = isUsername(username);
  const { data, error } = useSWR<MemberProfile, unknown>(valid ? memberKey(username) : null);
  return { member: data, error, notFound: !valid || errorStatus(error) === 404 };
}

/** GET /members/{username}/summary/: the figures alone (no books, no rating texts), for a seller's line; undefined
 * until it answers or when it fails (the line is then the link alone). */
export function useMemberSummary(username: string | undefined): MemberSummary | undefined {
  const valid = isUsername(username);
  return useSWR<MemberSummary, unknown>(valid ? memberSummaryKey(username) : null).data;
}
