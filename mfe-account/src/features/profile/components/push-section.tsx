import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { errorDetail } from '@booknook/platform';
import {
  changeMailPreferences,
  getMailPreferences,
  MAIL_PREFERENCES_KEY,
  PUSH_KINDS,
  type MailPreferences,
  type PushKind,
} from '../api/mail-preferences';
import { profileMessages } from '../profile-messages';
import { pushReadiness, turnOff, turnOn, workerReady, type PushReadiness } from '../push-browser';
import { Loaded } from './loaded';
import { PushSwitch, type PushSwitchProps } from './push-switch';
import { Section } from './section';

const t = profileMessages.push;

/** Where other pages send the member to turn notifications on: /profile#push. */
export const PUSH_ANCHOR = 'push';

const Stack = styled.div`
  display: grid;
  gap: 0.9rem;
`;

const Note = styled.p<{ $alert?: boolean }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme, $alert }) => ($alert ? theme.colors.danger : theme.colors.muted)};
`;

const Kinds = styled.fieldset`
  display: grid;
  gap: 0.9rem;
  min-width: 0;
  margin: 0.5rem 0 0;
  padding: 0;
  border: none;
  legend {
    padding: 0 0 0.15rem;
    font-weight: 700;
  }
  > p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Outcome = PushSwitchProps['outcome'];

/** This browser's switch, or why there is none: an unsupported browser, notifications blocked, no service worker yet. */
function BrowserSwitch() {
  const [readiness, setReadiness] = useState<PushReadiness | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const check = useCallback(async () => setReadiness(await pushReadiness().catch((): PushReadiness => ({ state: 'unsupported' }))), []);
  useEffect(() => {
    let live = true;
    void check();
    // The shell registers its service worker once the page is idle: the switch appears when it is there.
    void workerReady().then(async () => {
      if (live) await check();
    });
    return () => {
      live = false;
    };
  }, [check]);

  if (readiness === null) return <Note role="status">{t.checking}</Note>;
  if (readiness.state === 'unsupported') return <Note>{t.unsupported}</Note>;
  if (readiness.state === 'no-worker') return <Note>{t.noWorker}</Note>;
  if (readiness.state === 'denied') return <Note $alert>{t.denied}</Note>;
  const { registration, subscribed } = readiness;

  const change = async (on: boolean) => {
    setBusy(true);
    setOutcome(null);
    try {
      if (on) {
        const result = await turnOn(registration);
        if (result === 'denied') setReadiness({ state: 'denied' });
        else {
          setOutcome(result === 'subscribed' ? { saved: t.turnedOn } : { error: t.dismissed });
          setReadiness({ state: 'ready', registration, subscribed: result === 'subscribed' });
        }
      } else {
        await turnOff(registration);
        setOutcome({ saved: t.turnedOff });
        setReadiness({ state: 'ready', registration, subscribed: false });
      }
    } catch (failure) {
      setOutcome({ error: errorDetail(failure, t.switchFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PushSwitch
      label={t.browserLabel}
      hint={t.browserHint}
      on={subscribed}
      busy={busy}
      outcome={outcome}
      onChange={(on) => void change(on)}
      testId="push-browser"
    />
  );
}

/** Each kind that pushes, on or off for all the member's browsers, saved with the mail choices. */
function KindSwitches() {
  const { data, error, mutate } = useSWR<MailPreferences, unknown>(MAIL_PREFERENCES_KEY, getMailPreferences);
  const [outcome, setOutcome] = useState<{ kind: PushKind; outcome: Outcome } | null>(null);

  const choose = async (kind: PushKind, on: boolean) => {
    if (!data) return;
    setOutcome(null);
    try {
      // Shown at once; the API's answer (or the choice before, on failure) replaces it. Built on the choices shown
      // now (SWR's second argument: the first is the last saved, without a tap still being saved), not as this tap
      // saw them, so a quick second tap does not undo the first.
      await mutate(async () => changeMailPreferences({ push: { [kind]: on } }), {
        optimisticData: (saved, shown) => {
          const base = shown ?? saved ?? data;
          return { ...base, push: { ...base.push, [kind]: on } };
        },
        rollbackOnError: true,
        revalidate: false,
      });
      setOutcome({ kind, outcome: { saved: t.saved(t.kinds[kind].label, on) } });
    } catch (failure) {
      setOutcome({ kind, outcome: { error: errorDetail(failure, t.saveFailed) } });
    }
  };

  return (
    <Loaded data={data} error={error} retry={() => void mutate()} failed={t.loadFailed} skeletonHeight="12rem">
      {(data) => (
        <Kinds>
          <legend>{t.kindsTitle}</legend>
          <p>{t.kindsHint}</p>
          {PUSH_KINDS.map((kind) => (
            <PushSwitch
              key={kind}
              label={t.kinds[kind].label}
              hint={t.kinds[kind].hint}
              on={data.push[kind]}
              outcome={outcome?.kind === kind ? outcome.outcome : null}
              onChange={(on) => void choose(kind, on)}
              testId={`push-${kind}`}
            />
          ))}
        </Kinds>
      )}
    </Loaded>
  );
}

/** "Push on this phone": notifications in this browser, and which kinds push (issue 41). */
export function PushSection() {
  const { hash } = useLocation();
  // The section arrives after the page (it waits for the session), so the browser's own jump to #push found nothing.
  useEffect(() => {
    if (hash === `#${PUSH_ANCHOR}`) document.getElementById(PUSH_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Section id="push-preferences" anchor={PUSH_ANCHOR} title={t.title} intro={t.intro}>
      <Stack>
        <BrowserSwitch />
        <KindSwitches />
      </Stack>
    </Section>
  );
}
