import { formatPageTitle } from '@booknook/design-system';
import { type PageHead, type ServerPageContext, type ServerPageData } from '@booknook/platform';
import { messages } from '../../../messages';
import { isUsername, memberKey, type MemberProfile } from '../member';

const t = messages.member;

/**
 * /members/:username on the server: the member under its SWR key and the page's head; 404 for a member who has left
 * (or never was), so a shared link to them says so to crawlers too.
 */
export async function loadMember({ params, api }: ServerPageContext): Promise<ServerPageData> {
  const username = params.username ?? '';
  const key = memberKey(username);
  const canonicalPath = `/members/${encodeURIComponent(username)}`;
  const answer = isUsername(username) ? await api(key) : { status: 404, body: null };
  if (answer.status === 200) {
    const member = answer.body as MemberProfile;
    const head: PageHead = {
      title: formatPageTitle(t.pageTitle(member.first_name)),
      description: t.description(member.first_name, member.books.length),
      canonicalPath,
      type: 'website',
      // A suspended member's page is for those who already know them, not for search engines.
      noindex: member.suspended || undefined,
    };
    return { status: 200, head, fallback: { [key]: member }, errors: {} };
  }
  const missing = answer.status === 404 || answer.status === 400;
  const detail = (answer.body as { detail?: unknown } | null)?.detail;
  return {
    status: missing ? 404 : 503,
    head: {
      title: formatPageTitle(missing ? t.notFoundPageTitle : t.errorPageTitle),
      description: t.notFoundBody,
      canonicalPath,
      noindex: true,
    },
    fallback: {},
    errors: { [key]: { status: missing ? 404 : answer.status, detail: typeof detail === 'string' ? detail : undefined } },
  };
}
