import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorState, Page, PageTitle } from '@booknook/design-system';
import { messages } from '../messages';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Told of each error caught (the remote's health report). */
  onError?: (error: Error) => void;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or throws while rendering; the layout around it keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote page failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Page>
        <PageTitle title={messages.remoteUnavailablePageTitle} />
        <ErrorState
          title={messages.remoteUnavailableTitle}
          body={messages.remoteUnavailableBody}
          action={<Button onClick={this.retry}>{messages.retry}</Button>}
        />
      </Page>
    );
  }
}
