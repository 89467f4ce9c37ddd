import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reportRemote } from './remote-health';
import { refreshRemote, remotesRegistered, type RemoteName } from './remotes-registry';

/** Every page a remote exposes, as `<remote name>/<exposed module>`. */
export type RemotePageId =
  | 'mfe_browse/BrowsePage'
  | 'mfe_browse/BookDetailPage'
  | 'mfe_browse/MemberPage'
  | 'mfe_sell/SellPage'
  | 'mfe_account/MyBooksPage'
  | 'mfe_account/BookmarksPage'
  | 'mfe_account/ModerationPage'
  | 'mfe_account/MessagesPage'
  | 'mfe_account/ProfilePage'
  | 'mfe_account/AlertsPage'
  | 'mfe_account/NotificationsPage'
  | 'mfe_account/AdminPage';

type PageModule = { default: ComponentType };

async function loadOnce(id: RemotePageId): Promise<PageModule> {
  const module = await loadRemote<PageModule>(id);
  if (!module || typeof module.default !== 'function') throw new Error(`Remote page ${id} could not be loaded`);
  return module;
}

/** Loads a remote page, retrying once with fresh remote locations (a redeploy may have moved it). */
export async function loadRemotePage(id: RemotePageId): Promise<PageModule> {
  await remotesRegistered();
  // A failure is reported by the page's error boundary, which catches it (remote-route.tsx).
  reportRemote(id, 'session');
  try {
    return await loadOnce(id);
  } catch (firstError) {
    console.warn(`Loading ${id} failed, retrying once`, firstError);
    await refreshRemote(id.split('/')[0] as RemoteName);
    return loadOnce(id);
  }
}
