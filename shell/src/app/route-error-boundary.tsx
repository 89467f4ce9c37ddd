import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorState, Page, PageTitle } from '@booknook/design-system';
import { useI18n } from '@booknook/platform';
import { messages } from '../messages';

interface State {
  failed: boolean;
}

function RouteFailed() {
  const { t } = useI18n();
  return (
    <Page>
      <PageTitle title={t(messages.errorPageTitle)} />
      <ErrorState action={<Button onClick={() => window.location.assign('/')}>{t(messages.footer.home)}</Button>} />
    </Page>
  );
}

/** Last line of defence: an error in the shell's own screens shows a message with a way out, never a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in a route', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteFailed /> : this.props.children;
  }
}
