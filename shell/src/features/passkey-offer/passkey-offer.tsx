import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button, media, notify, unavailable } from '@booknook/design-system';
import { errorDetail, errorStatus, http } from '@booknook/platform';
import { addPasskey, deviceMakesPasskeys, passkeyCancelled, PASSKEYS_KEY, type PasskeyList } from '@booknook/platform/passkeys';
import { TAB_BAR_HEIGHT } from '../../app/layout/tab-bar/tab-bar';
import { offerMessages as t } from './offer-messages';

/**
 * Pages where the person is in the middle of something (a conversation's message box, the Sell form): the offer would
 * come between them and what they came to do, so it waits for the next page.
 */
const BUSY_PAGES = [/^\/messages\/[^/]+\/?$/i, /^\/sell\/?$/i];

/** Once answered (added or "Not now"), a member is not asked again on this device: passkeys belong to a device. */
const answeredKey = (member: string) => `booknook.passkey-offer.${member}`;

function answered(member: string): boolean {
  try {
    return localStorage.getItem(answeredKey(member)) !== null;
  } catch {
    return true; // storage refused (a private window): better never to ask than to ask on every sign-in
  }
}

function remember(member: string) {
  try {
    localStorage.setItem(answeredKey(member), new Date().toISOString());
  } catch {
    // Nothing to keep it in: the offer simply comes again after the next sign-in.
  }
}

/** Whether to offer: the device can make a passkey, the member has none yet, and has not answered here before. */
async function worthOffering(member: string): Promise<boolean> {
  if (answered(member) || !(await deviceMakesPasskeys())) return false;
  const { data } = await http.get<PasskeyList>(PASSKEYS_KEY);
  return data.results.length === 0;
}

// Above the phone's tab bar, at the foot of the screen; a card in the corner on wider screens.
const Card = styled.aside`
  position: fixed;
  right: 0.75rem;
  bottom: calc(${TAB_BAR_HEIGHT} + 0.75rem + env(safe-area-inset-bottom));
  left: 0.75rem;
  z-index: 40;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgba(18, 24, 31, 0.16);
  ${media.md} {
    left: auto;
    bottom: 1.5rem;
    right: 1.5rem;
    width: 24rem;
  }
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.925rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    min-height: 44px;
  }
`;

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * "Sign in faster next time with a passkey" (issue 36.2): offered once, after a sign-in, on a device that can make one,
 * to a member who has none. Adding one is a tap and the device's own check; "Not now" is remembered on this device.
 */
export default function PasskeyOffer({ member }: { member: string }) {
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    worthOffering(member).then(
      (offer) => current && setShown(offer),
      () => undefined, // the list could not be read: no offer this time, nothing for the member to do
    );
    return () => {
      current = false;
    };
  }, [member]);

  if (!shown || BUSY_PAGES.some((busy) => busy.test(pathname))) return null;

  const close = () => {
    remember(member);
    setShown(false);
  };
  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await addPasskey();
      // Profile's Passkeys section, if this session has read it already, shows the new one without a reload.
      void mutate(PASSKEYS_KEY);
      close();
      notify.success(t.added);
    } catch (error) {
      if (!passkeyCancelled(error)) setFailure(errorStatus(error) ? errorDetail(error, t.failed) : t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={titleId} data-testid="passkey-offer">
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.body}</p>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="button" onClick={() => void add()} {...unavailable(busy)}>
          {busy ? t.adding : t.add}
        </Button>
        <Button type="button" $variant="ghost" onClick={close}>
          {t.notNow}
        </Button>
      </Actions>
    </Card>
  );
}
