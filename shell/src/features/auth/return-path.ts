import { useLocation } from 'react-router-dom';

/**
 * Where a guest goes after signing in: back to the page that sent them here (`state.from`, set by members-only
 * pages), else home. Only same-site paths are honoured.
 */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
