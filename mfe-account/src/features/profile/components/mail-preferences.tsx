import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { errorDetail } from '@booknook/platform';
import {
  changeMailPreferences,
  getMailPreferences,
  MAIL_DELIVERIES,
  MAIL_KINDS,
  MAIL_PREFERENCES_KEY,
  type MailDelivery,
  type MailKind,
  type MailPreferences,
} from '../api/mail-preferences';
import { profileMessages } from '../profile-messages';
import { DeliveryChoice } from './delivery-choice';
import { Loaded } from './loaded';
import { Section } from './section';

const t = profileMessages.mail;

/** Where mails and other pages send the member to change what they get: /profile#mail. */
export const MAIL_ANCHOR = 'mail';

const Choices = styled.div`
  display: grid;
  gap: 0.9rem;
`;

type Outcome = { kind: MailKind; saved: true } | { kind: MailKind; saved: false; error: string };

/** "What we email you": each kind of mail at once, in the daily digest, or off; saved as soon as it is chosen. */
export function MailPreferencesSection() {
  const { data, error, mutate } = useSWR<MailPreferences, unknown>(MAIL_PREFERENCES_KEY, getMailPreferences);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { hash } = useLocation();
  const loaded = data !== undefined;

  // The section arrives after the page (it waits for the session and its data), so the browser's own jump to
  // #mail found nothing: jump once it is here.
  useEffect(() => {
    if (loaded && hash === `#${MAIL_ANCHOR}`) document.getElementById(MAIL_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const choose = async (kind: MailKind, delivery: MailDelivery) => {
    if (!data) return;
    setOutcome(null);
    const before = data;
    try {
      // Shown chosen at once; the API's answer (or the choice before, on failure) replaces it.
      await mutate(async () => changeMailPreferences({ [kind]: delivery }), {
        optimisticData: { ...before, [kind]: delivery },
        rollbackOnError: true,
        revalidate: false,
      });
      setOutcome({ kind, saved: true });
    } catch (failure) {
      setOutcome({ kind, saved: false, error: errorDetail(failure, t.saveFailed) });
    }
  };

  return (
    <Section id="mail-preferences" anchor={MAIL_ANCHOR} title={t.title} intro={t.intro}>
      <Loaded data={data} error={error} retry={() => void mutate()} failed={t.loadFailed} skeletonHeight="16rem">
        {(data) => (
          <Choices>
            {MAIL_KINDS.map((kind) => (
              <DeliveryChoice
                key={kind}
                kind={kind}
                value={data[kind]}
                options={MAIL_DELIVERIES}
                saved={outcome?.kind === kind && outcome.saved}
                error={outcome?.kind === kind && !outcome.saved ? outcome.error : null}
                onChoose={(delivery) => void choose(kind, delivery)}
                hint={kind === 'messages' ? t.unreadAfter(data.unread_delay_seconds) : undefined}
              />
            ))}
          </Choices>
        )}
      </Loaded>
    </Section>
  );
}
