import { returnPathOf } from '@booknook/shared-ui';
import { useLocation } from 'react-router-dom';

/**
 * Where a guest goes after signing in: back to the page that sent them here (shared-ui's SignInReturnState, sent by
 * every remote through useSignInAndReturn), else home. Only same-site addresses are honoured.
 */
export function useReturnPath(): string {
  return returnPathOf(useLocation().state);
}
