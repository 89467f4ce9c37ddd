import { Link } from 'react-router-dom';
import { http } from '@booknook/platform';
import { authMessages } from '../features/auth/auth-messages';
import { TokenAction } from '../features/auth/token-action';

const t = authMessages.renew;

/** /renew#token=…: "Still available" from a listing's reminder mail (issue 25); works without signing in. */
export function RenewPage() {
  const renew = async (token: string) => (await http.post<{ detail: string }>('/books/renew/', { token })).data.detail;
  return <TokenAction text={t} act={renew} done={<Link to="/mybooks">{t.myBooks}</Link>} />;
}
