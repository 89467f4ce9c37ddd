import { returnPathOf } from '@booknook/platform';
import { useLocation } from 'react-router-dom';

/**
 * Where a guest goes after signing in: back to the page that sent them here (the platform's SignInReturnState, sent by
 * every remote through useSignInAndReturn), else home. Only same-site addresses are honoured.
 */
export function useReturnPath(): string {
  return returnPathOf(useLocation().state);
}
