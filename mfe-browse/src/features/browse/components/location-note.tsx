import styled from 'styled-components';
import type { BrowserLocation } from '@booknook/shared-ui';
import { messages } from '../../../messages';

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Says, quietly, when results cannot come nearest first. */
export function LocationNote({ location }: { location: BrowserLocation }) {
  if (location.status === 'pending' || location.status === 'located') return null;
  return (
    <Note data-testid="location-note">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
        <circle cx="12" cy="10" r="2.5" />
      </svg>
      {messages.browse.locationUnavailable}
    </Note>
  );
}
