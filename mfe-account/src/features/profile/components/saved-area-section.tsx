import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { Button, buttonStyles, notify, type ButtonVariant } from '@booknook/design-system';
import {
  errorDetail,
  hasSavedArea,
  requestBrowserLocation,
  SAVED_AREA_KEY,
  type SavedArea,
  type SettledLocation,
} from '@booknook/platform';
import { relativeTime } from '../../../lib/dates';
import { forgetArea, saveArea, type SaveArea } from '../api/saved-area';
import { profileMessages } from '../profile-messages';
import { AreaByName } from './area-by-name';
import { Loaded } from './loaded';
import { Section } from './section';

const t = profileMessages.area;

const Current = styled.div`
  display: grid;
  gap: 0.15rem;
  margin-bottom: 1rem;
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const BrowseLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const Problem = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Why a position the browser gave cannot be used. */
function locationProblem(location: Exclude<SettledLocation, { status: 'located' }>): string {
  switch (location.status) {
    case 'inaccurate':
      return t.locationInaccurate;
    case 'unsupported':
      return t.locationUnsupported;
    default:
      return t.locationFailed;
  }
}

function describe(area: SavedArea & { source: NonNullable<SavedArea['source']> }): string {
  if (area.source === 'my_location') return t.fromLocation(area.label);
  return area.source === 'area' ? t.fromArea(area.label) : t.fromListing(area.label);
}

type Action = 'location' | 'listing' | 'area' | 'forget';

/**
 * "Your area for Browse" (issue 26): save the device's position, the last listing's place or an area by its name
 * (area-by-name.tsx); Browse then offers
 * "Near my saved area". The API blurs the point and never sends it back: this shows where it came from and its label.
 */
export function SavedAreaSection() {
  const { data, error, mutate } = useSWR<SavedArea, unknown>(SAVED_AREA_KEY);
  const [busy, setBusy] = useState<Action | null>(null);
  // Shown beside what failed: under the areas found when saving one of them failed.
  const [problem, setProblem] = useState<{ of: Action; text: string } | null>(null);

  const save = async (body: SaveArea) => {
    const saved = await saveArea(body);
    await mutate(saved, { revalidate: false });
    notify.success(t.saved);
  };

  const run = async (kind: Action, label = '') => {
    setBusy(kind);
    setProblem(null);
    try {
      if (kind === 'listing') await save({ source: 'last_listing' });
      else if (kind === 'area') await save({ source: 'area', label });
      else if (kind === 'forget') {
        await forgetArea();
        await mutate({ source: null, label: null, saved_at: null }, { revalidate: false });
        notify.success(t.forgotten);
      } else {
        const location = await requestBrowserLocation();
        if (location.status !== 'located') setProblem({ of: kind, text: locationProblem(location) });
        else await save({ source: 'my_location', latitude: location.latitude, longitude: location.longitude });
      }
    } catch (failure) {
      setProblem({ of: kind, text: errorDetail(failure, profileMessages.failed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section id="saved-area" anchor="area" title={t.title} intro={t.intro}>
      <Loaded data={data} error={error} retry={() => void mutate()} failed={t.loadFailed} skeletonHeight="6rem">
        {(data) => (
          <>
            <Current data-testid="saved-area" role="status">
              {hasSavedArea(data) ? (
                <>
                  <strong>{describe(data)}</strong>
                  {data.saved_at && <span>{t.savedOn(relativeTime(new Date(data.saved_at)))}</span>}
                </>
              ) : (
                <span>{t.none}</span>
              )}
            </Current>
            <Actions>
              <Button type="button" onClick={() => void run('location')} disabled={busy !== null}>
                {busy === 'location' ? t.locating : t.useLocation}
              </Button>
              <Button type="button" $variant="outline" onClick={() => void run('listing')} disabled={busy !== null}>
                {t.useLastListing}
              </Button>
              {hasSavedArea(data) && (
                <>
                  <BrowseLink $variant="outline" to="/books?near=saved&ordering=distance">
                    {t.browseNear}
                  </BrowseLink>
                  <Button type="button" $variant="ghost" onClick={() => void run('forget')} disabled={busy !== null}>
                    {t.forget}
                  </Button>
                </>
              )}
            </Actions>
            {problem && problem.of !== 'area' && <Problem role="alert">{problem.text}</Problem>}
            <AreaByName busy={busy !== null} choose={(label) => void run('area', label)} />
            {problem?.of === 'area' && <Problem role="alert">{problem.text}</Problem>}
          </>
        )}
      </Loaded>
    </Section>
  );
}
