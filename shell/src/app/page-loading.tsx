import { Page, PageTitle, Spinner } from '@booknook/design-system';
import { messages } from '../messages';

/** What a route shows while its code loads (a remote page, sign-in, the legal pages). */
export function PageLoading() {
  return (
    <Page>
      <PageTitle title={messages.loadingPageTitle} />
      <Spinner />
    </Page>
  );
}
