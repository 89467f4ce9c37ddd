import styled from 'styled-components';
import { media, type BrowserLocation } from '@booknook/shared-ui';
import { messages } from '../../../messages';

/**
 * One line that is there from the first paint, whatever the location turns out to be: the answer arrives at its own
 * time, and a line appearing above the results would push them down (docs/architecture.md §7: CLS < 0.05).
 * Below the medium breakpoint it takes a line of its own, under the Filters button.
 */
const Note = styled.p`
  display: flex;
  flex-basis: 100%;
  align-items: center;
  gap: 0.4rem;
  min-width: 0;
  min-height: 1.35rem;
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.35rem;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  ${media.md} {
    flex-basis: auto;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Pin = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

/** How the results are ordered: nearest first once the buyer is located, and says quietly when they cannot be. */
export function LocationNote({ location }: { location: BrowserLocation }) {
  if (location.status === 'pending') return <Note aria-hidden="true" />;
  if (location.status === 'located') {
    return (
      <Note data-testid="location-sorted">
        <Pin />
        <span>{messages.browse.nearestFirst}</span>
      </Note>
    );
  }
  return (
    <Note data-testid="location-note">
      <Pin />
      <span>{messages.browse.locationUnavailable}</span>
    </Note>
  );
}
