import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail, useSession, useSignInAndReturn } from '@booknook/platform';
import { messages } from '../../messages';
import type { BrowseFilters, BuyerLocation } from '../browse';
import { isWorthSaving, saveSearch, savedSearchOf } from './api/save-search';

const t = messages.wanted;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    flex: 1 1 16rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
`;

/**
 * "Tell me when a book like this is listed" (issue 25): saves Browse's search, with the buyer's
 * position when they shared it, as a wanted book. A guest signs in first and comes back here.
 */
export function SaveSearchButton({ filters, buyer }: { filters: BrowseFilters; buyer: BuyerLocation }) {
  const { session } = useSession();
  const { signInAndReturn } = useSignInAndReturn();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (!isWorthSaving(filters)) return null;

  const onSave = async () => {
    if (session.status !== 'authenticated') {
      signInAndReturn();
      return;
    }
    setSaving(true);
    try {
      const point = buyer.status === 'located' ? { latitude: buyer.latitude, longitude: buyer.longitude } : undefined;
      const answer = await saveSearch(savedSearchOf(filters, point));
      setSaved(answer.detail);
    } catch (error) {
      notify.error(errorDetail(error, t.failed), { id: 'save-search' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box data-testid="save-search">
      {saved ? (
        <p role="status">
          {saved} <Link to="/alerts">{t.seeAll}</Link>
        </p>
      ) : (
        <>
          <p>{t.prompt(buyer.status === 'located')}</p>
          <Button type="button" $variant="outline" onClick={() => void onSave()} {...unavailable(saving)}>
            {t.save}
          </Button>
        </>
      )}
    </Box>
  );
}
