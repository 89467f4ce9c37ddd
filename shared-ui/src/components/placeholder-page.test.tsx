import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '../../testing/render';
import { sharedMessages } from '../messages';
import { PlaceholderPage } from './placeholder-page';

describe('PlaceholderPage', () => {
  it("shows the shell's signed-in user, the API's answer and the build marker", async () => {
    renderWithProviders(<PlaceholderPage title="Browse Books" buildMarker="mfe_browse@test" />, {
      session: { status: 'authenticated', user: testUser },
      fetcher: () => Promise.resolve({ status: 'ok', database: 'pglite', version: '0.1.0' }),
    });
    expect(screen.getByRole('heading', { name: 'Browse Books' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-session')).toHaveTextContent(sharedMessages.signedInAs('asha'));
    expect(await screen.findByText('ok (pglite)')).toBeInTheDocument();
    expect(screen.getByTestId('build-marker')).toHaveTextContent('mfe_browse@test');
  });

  it('says when the API cannot be reached', async () => {
    renderWithProviders(<PlaceholderPage title="Sell" buildMarker="x" />, {
      fetcher: () => Promise.reject(new Error('down')),
    });
    expect(screen.getByTestId('remote-session')).toHaveTextContent(sharedMessages.browsingAsGuest);
    expect(await screen.findByText('unreachable')).toBeInTheDocument();
  });
});
