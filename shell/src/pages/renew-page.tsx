import { Link } from 'react-router-dom';
import { http, useI18n } from '@booknook/platform';
import { authMessages } from '../features/auth/auth-messages';
import { TokenAction } from '../features/auth/token-action';

const text = authMessages.renew;

/** Refusals a second tap cannot change: a link not valid (400), a listing deleted or not the member's (404), one that cannot be renewed (409). */
const REFUSED = [400, 404, 409];

/**
 * /renew#token=…: "Still available" from a listing's reminder mail (issue 25); works without signing in.
 * A link that can no longer renew says why (the API's answer) and leads to My Books, with no button to tap again.
 */
export function RenewPage() {
  const { t } = useI18n();
  const renew = async (token: string) => (await http.post<{ detail: string }>('/books/renew/', { token })).data.detail;
  const myBooks = <Link to="/mybooks">{t(text.myBooks)}</Link>;
  return <TokenAction text={text} act={renew} done={myBooks} refusedFor={REFUSED} refused={myBooks} />;
}
