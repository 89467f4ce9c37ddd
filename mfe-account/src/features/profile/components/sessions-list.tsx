import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Badge, Button, ErrorState, notify, Skeleton, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { messages } from '../../../messages';
import { fullDateTime, inboxTime } from '../../../lib/times';
import { endOtherSessions, endSession, getSessions, SESSIONS_KEY, type MemberSession, type SessionList } from '../account-api';
import { ItemList, ItemRow } from './item-list';
import { Section } from './section';

const t = messages.profile;

const Device = styled.div`
  min-width: 0;
  strong {
    margin-right: 0.5rem;
  }
  p {
    margin: 0.15rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function SessionRow({ session, onEnd, busy }: { session: MemberSession; onEnd: () => void; busy: boolean }) {
  const now = new Date();
  const lastSeen = new Date(session.last_seen_at);
  const signedIn = new Date(session.created_at);
  return (
    <ItemRow>
      <Device>
        <strong>{session.device}</strong>
        {session.is_current && <Badge $tone="success">{t.thisDevice}</Badge>}
        <p>
          <time dateTime={session.last_seen_at} title={fullDateTime(lastSeen)}>
            {t.lastSeen(inboxTime(lastSeen, now))}
          </time>
          {' · '}
          <time dateTime={session.created_at} title={fullDateTime(signedIn)}>
            {t.signedInAt(inboxTime(signedIn, now))}
          </time>
        </p>
      </Device>
      {!session.is_current && (
        <Button type="button" $variant="ghost" aria-label={t.signOutLabel(session.device)} {...unavailable(busy)} onClick={onEnd}>
          {t.signOut}
        </Button>
      )}
    </ItemRow>
  );
}

/** The member's sessions: device, last use, this one marked; end one, or every other one. */
export function SessionsList() {
  const { data, error, isLoading, mutate } = useSWR<SessionList, unknown>(SESSIONS_KEY, getSessions);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      const result = await action();
      if (typeof result === 'string') notify.success(result);
      await mutate();
    } catch (failure) {
      notify.error(errorDetail(failure, t.failed));
    } finally {
      setBusy(false);
    }
  };
  const others = data?.items.filter((session) => !session.is_current) ?? [];
  return (
    <Section id="sessions" title={t.sessionsTitle} intro={t.sessionsIntro}>
      {isLoading && <Skeleton $width="100%" $height="4rem" />}
      {error !== undefined && (
        <ErrorState
          title={t.sessionsFailed}
          action={
            <Button type="button" onClick={() => void mutate()}>
              {t.retry}
            </Button>
          }
        />
      )}
      {data && (
        <>
          <ItemList>
            {data.items.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={busy}
                onEnd={() => void run(() => endSession(session.id).then(() => t.sessionEnded))}
              />
            ))}
          </ItemList>
          {others.length > 0 && (
            <Button type="button" $variant="outline" {...unavailable(busy)} onClick={() => void run(endOtherSessions)}>
              {t.signOutOthers}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
