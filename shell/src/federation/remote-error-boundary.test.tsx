import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { messages } from '../messages';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Exploding(): never {
  throw new Error('remote code threw');
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback with Retry when a remote page throws', () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <RemoteErrorBoundary onRetry={onRetry}>
        <Exploding />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.remoteUnavailableTitle);
    fireEvent.click(screen.getByRole('button', { name: messages.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders the page untouched when nothing fails', () => {
    renderWithProviders(
      <RemoteErrorBoundary onRetry={jest.fn()}>
        <p>remote content</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
