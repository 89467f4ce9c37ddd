import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@booknook/shared-ui';
import { router } from './app/router';
import { registerRemotesFromManifest } from './federation/remotes-registry';

async function start() {
  await registerRemotesFromManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
