import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorState, Page, PageTitle } from '@booknook/design-system';
import { useI18n } from '@booknook/platform';
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

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <Page>
      <PageTitle title={t(messages.remoteUnavailablePageTitle)} />
      <ErrorState
        title={t(messages.remoteUnavailableTitle)}
        body={t(messages.remoteUnavailableBody)}
        action={<Button onClick={onRetry}>{t(messages.retry)}</Button>}
      />
    </Page>
  );
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
    return this.state.error ? <RemoteUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
