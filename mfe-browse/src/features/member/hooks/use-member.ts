import useSWR from 'swr';
import { errorStatus } from '@booknook/platform';
import { isUsername, memberKey, type MemberProfile } from '../member';

/** GET /members/{username}/ (seeded by the server renderer); a 404 means the member is gone or never was. */
export function useMember(username: string | undefined) {
  const valid = isUsername(username);
  const { data, error } = useSWR<MemberProfile, unknown>(valid ? memberKey(username) : null);
  return { member: data, error, notFound: !valid || errorStatus(error) === 404 };
}
