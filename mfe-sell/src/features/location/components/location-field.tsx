import styled from 'styled-components';
import { Button } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { SellerLocationStatus } from '../hooks/use-seller-location';

const Box = styled.div<{ $tone: 'info' | 'success' | 'warning' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  padding: 0.65rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'warning' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'warning' ? theme.colors.dangerSoft : theme.colors.background};
  font-size: 0.92rem;
  svg {
    flex: none;
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'warning' ? theme.colors.danger : theme.colors.muted)};
  }
  p {
    flex: 1 1 16rem;
    margin: 0;
  }
  button {
    min-height: 36px;
    padding: 0.3rem 0.9rem;
  }
`;

const PinIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Z" strokeLinejoin="round" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

const text: Record<Exclude<SellerLocationStatus, 'unsupported'>, string> = {
  idle: messages.location.hint,
  pending: messages.location.locating,
  located: messages.location.located,
  inaccurate: messages.location.tooInaccurate,
  failed: messages.location.failed,
};

/** "Use my location": asked only when tapped (docs/product.md §4's rules for the answer), then what came of it. */
export function LocationField({ status, onAsk }: { status: SellerLocationStatus; onAsk: () => void }) {
  // A browser without geolocation: nothing to offer, and nothing to complain about.
  if (status === 'unsupported') return null;
  const tone = status === 'located' ? 'success' : status === 'inaccurate' || status === 'failed' ? 'warning' : 'info';
  const action =
    status === 'idle' ? messages.location.use : status === 'inaccurate' || status === 'failed' ? messages.location.retry : null;
  return (
    <Box $tone={tone} role={tone === 'warning' ? 'alert' : 'status'} data-testid="location-status" data-status={status}>
      <PinIcon />
      <p>{text[status]}</p>
      {action && (
        <Button type="button" $variant="outline" onClick={onAsk}>
          {action}
        </Button>
      )}
    </Box>
  );
}
