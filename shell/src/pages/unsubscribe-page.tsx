import { Link } from 'react-router-dom';
import { http, useI18n } from '@booknook/platform';
import { authMessages } from '../features/auth/auth-messages';
import { TokenAction } from '../features/auth/token-action';

const text = authMessages.unsubscribe;

/** /unsubscribe#token=…: the footer link of every mail (issue 25); works without signing in. */
export function UnsubscribePage() {
  const { t } = useI18n();
  const unsubscribe = async (token: string) => (await http.post<{ detail: string }>('/mail/unsubscribe/', { token })).data.detail;
  return <TokenAction text={text} act={unsubscribe} done={<Link to="/profile#mail">{t(text.preferences)}</Link>} />;
}
