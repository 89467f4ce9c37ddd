import styled from 'styled-components';
import { Button, media } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { BrowseFilters } from '../filters';
import type { BuyerLocation } from '../hooks/use-buyer-location';

const t = messages.browse;

/**
 * One line that is there from the first paint, whatever the location turns out to be: the answer arrives at its own
 * time, and a line appearing above the results would push them down (docs/architecture.md §7: CLS < 0.05). Its
 * height is the button's, shown or not. Below the medium breakpoint it takes a line of its own.
 */
const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  flex-basis: 100%;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  min-height: 36px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  ${media.md} {
    flex-basis: auto;
  }
  p {
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    gap: 0.35rem;
    min-width: 0;
    margin: 0;
  }
`;

const LocateButton = styled(Button)`
  flex: none;
  min-height: 36px;
  padding: 0.3rem 0.7rem;
  font-size: 0.875rem;
`;

const Pin = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

/** What the note says for a location state, and whether it offers to ask. */
function noteOf(location: BuyerLocation, filters: BrowseFilters): { text: string; offer?: string; testId: string } {
  const wantsDistance = filters.ordering === 'distance' || filters.radius !== undefined;
  const sortedByDistance = !filters.ordering || filters.ordering === 'distance';
  switch (location.status) {
    case 'saved-area':
      return {
        text: sortedByDistance ? t.nearestFromSaved(location.label) : t.distancesFromSaved(location.label),
        offer: t.useLocation,
        testId: 'location-saved-area',
      };
    case 'located':
      return {
        text: sortedByDistance ? t.nearestFirst : t.distancesShown,
        testId: 'location-sorted',
      };
    case 'pending':
      return { text: t.locating, testId: 'location-pending' };
    case 'unsupported':
      return { text: t.locationUnsupported, testId: 'location-note' };
    case 'not-asked':
      return { text: wantsDistance ? t.needsLocation : t.notSorted, offer: t.useLocation, testId: 'location-note' };
    default:
      return { text: t.locationFailed, offer: t.tryLocationAgain, testId: 'location-note' };
  }
}

interface LocationNoteProps {
  location: BuyerLocation;
  filters: BrowseFilters;
  onAsk: () => void;
  /** The member's saved area, when they have one and it is not in use: offered beside the location. */
  savedArea?: string;
  onUseSavedArea: () => void;
  /** Leaves the saved area (Browse's default for a member who has one) for books anywhere. */
  onAnywhere: () => void;
}

/**
 * How the results are ordered, and "Use my location" while they are not sorted by distance (issue 26); "Near my saved
 * area" too for a member who saved one on their profile.
 */
export function LocationNote({ location, filters, onAsk, savedArea, onUseSavedArea, onAnywhere }: LocationNoteProps) {
  const note = noteOf(location, filters);
  const offerSavedArea = savedArea !== undefined && location.status !== 'saved-area';
  return (
    <Note>
      <p data-testid={note.testId} role="status">
        <Pin />
        <span>{note.text}</span>
      </p>
      {note.offer && (
        <LocateButton type="button" $variant="outline" onClick={onAsk}>
          {note.offer}
        </LocateButton>
      )}
      {location.status === 'saved-area' && (
        <LocateButton type="button" $variant="outline" onClick={onAnywhere}>
          {t.leaveSavedArea}
        </LocateButton>
      )}
      {offerSavedArea && (
        <LocateButton type="button" $variant="outline" onClick={onUseSavedArea}>
          {t.useSavedArea}
        </LocateButton>
      )}
    </Note>
  );
}
