import { Page, PageTitle, Spinner } from '@booknook/design-system';
import { useI18n } from '@booknook/platform';
import { messages } from '../messages';

/** What a route shows while its code loads (a remote page, sign-in, the legal pages). */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <Page>
      <PageTitle title={t(messages.loadingPageTitle)} />
      <Spinner />
    </Page>
  );
}
