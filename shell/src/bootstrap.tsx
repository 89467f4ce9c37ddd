import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@booknook/shared-ui';
import { AppRoutes } from './app/router';
import { registerRemotesFromManifest } from './federation/remotes-registry';

function start() {
  // Not awaited: Home, sign-in and 404 need no remote; remote pages wait for it themselves.
  void registerRemotesFromManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

start();
