import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorState, Page, PageTitle } from '@booknook/design-system';
import { messages } from '../messages';

interface State {
  failed: boolean;
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
    if (!this.state.failed) return this.props.children;
    return (
      <Page>
        <PageTitle title={messages.errorPageTitle} />
        <ErrorState action={<Button onClick={() => window.location.assign('/')}>{messages.footer.home}</Button>} />
      </Page>
    );
  }
}
