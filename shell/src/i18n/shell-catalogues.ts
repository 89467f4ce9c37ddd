import { registerEnglish, registerTranslations } from '@booknook/platform';
import english from '../messages.compiled';

let registered = false;

/**
 * The shell's catalogues in the page's one runtime: its English messages that take values (compiled at build time)
 * and its Nepali, a chunk of its own fetched only when a page is in Nepali. Called before the first render.
 */
export function registerShellCatalogues(): void {
  if (registered) return;
  registered = true;
  registerEnglish(english);
  registerTranslations({ ne: () => import('../messages.ne.compiled') });
  // The sign-in screens load on demand, their Nepali with the shell's: a page in Nepali has it before it shows them.
  registerTranslations({ ne: () => import('../features/auth/auth.ne.compiled') });
  // So do Home's sections below the first screen (their server HTML is hydrated in the page's language) and Me.
  registerTranslations({ ne: () => import('./on-demand.ne.compiled') });
}
