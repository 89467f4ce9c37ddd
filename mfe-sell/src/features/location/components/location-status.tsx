import styled from 'styled-components';
import { Button, type BrowserLocation } from '@booknook/shared-ui';
import { messages } from '../../../messages';

const Bar = styled.div<{ $tone: 'info' | 'success' | 'warning' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;
  padding: 0.65rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'warning' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'warning' ? theme.colors.dangerSoft : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
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
    min-height: 34px;
    padding: 0.3rem 0.8rem;
  }
`;

const PinIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Z" strokeLinejoin="round" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

const text = {
  pending: messages.location.locating,
  located: messages.location.located,
  inaccurate: messages.location.tooInaccurate,
  failed: messages.location.failed,
  unsupported: messages.location.unsupported,
} as const;

/** Where the location request stands (docs/product.md §4, §8), with a way to ask again when it did not work. */
export function LocationStatus({ status, onRetry }: { status: BrowserLocation['status']; onRetry: () => void }) {
  const tone = status === 'located' ? 'success' : status === 'pending' ? 'info' : 'warning';
  const canRetry = status === 'inaccurate' || status === 'failed';
  return (
    <Bar $tone={tone} role={tone === 'warning' ? 'alert' : 'status'} data-testid="location-status" data-status={status}>
      <PinIcon />
      <p>{text[status]}</p>
      {canRetry && (
        <Button type="button" $variant="outline" onClick={onRetry}>
          {messages.location.retry}
        </Button>
      )}
    </Bar>
  );
}
