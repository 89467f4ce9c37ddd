import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Badge, Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import {
  addPasskey,
  browserHasPasskeys,
  passkeyCancelled,
  PASSKEYS_KEY,
  removePasskey,
  type Passkey,
  type PasskeyList,
} from '@booknook/platform/passkeys';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { messages } from '../../../messages';
import { fullDateTime, inboxTime } from '../../../lib/times';
import { Loaded } from './loaded';
import { ItemList, ItemRow } from './item-list';
import { Section } from './section';

const t = messages.profile.passkeys;
const failed = messages.profile.failed;

const Key = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    margin-right: 0.5rem;
  }
  p {
    margin: 0.15rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p<{ $alert?: boolean }>`
  margin: 0.75rem 0 0;
  color: ${({ theme, $alert }) => ($alert ? theme.colors.danger : theme.colors.muted)};
`;

const Empty = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ModalError = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function When({ iso, say }: { iso: string; say: (when: string) => string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={fullDateTime(date)}>
      {say(inboxTime(date, new Date()))}
    </time>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    <ItemRow>
      <Key>
        <strong>{passkey.name}</strong>
        {passkey.synced && <Badge $tone="neutral">{t.synced}</Badge>}
        <p>
          <When iso={passkey.created_at} say={t.addedOn} />
          {' · '}
          {passkey.last_used_at ? <When iso={passkey.last_used_at} say={t.lastUsed} /> : t.neverUsed}
        </p>
      </Key>
      <Button type="button" $variant="ghost" aria-label={t.removeLabel(passkey.name)} onClick={onRemove}>
        {t.remove}
      </Button>
    </ItemRow>
  );
}

type Said = { text: string; alert: boolean };

/** The member's passkeys: add one for this device, see when each was added and last used, remove one. */
export function PasskeysSection() {
  const { data, error, mutate } = useSWR<PasskeyList, unknown>(PASSKEYS_KEY);
  const supported = browserHasPasskeys();
  const [adding, setAdding] = useState(false);
  const [note, setNote] = useState<Said>();
  const [removing, setRemoving] = useState<Passkey>();
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string>();

  const add = async () => {
    setAdding(true);
    setNote(undefined);
    try {
      const passkey = await addPasskey();
      setNote({ text: t.added(passkey.name), alert: false });
      await mutate();
    } catch (failure) {
      setNote(passkeyCancelled(failure) ? { text: t.cancelled, alert: false } : { text: errorDetail(failure, failed), alert: true });
    } finally {
      setAdding(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    setRemoveBusy(true);
    setRemoveError(undefined);
    try {
      await removePasskey(passkey.id);
      setRemoving(undefined);
      // "Passkey added: …" would speak of one that is perhaps gone now.
      setNote(undefined);
      notify.success(t.removed);
      await mutate();
    } catch (failure) {
      // The dialog stays open with the reason, where the person is looking.
      setRemoveError(errorDetail(failure, failed));
    } finally {
      setRemoveBusy(false);
    }
  };

  return (
    <Section id="passkeys" anchor="passkeys" title={t.title} intro={t.intro}>
      <Loaded data={data} error={error} retry={() => void mutate()} failed={t.loadFailed} skeletonHeight="4rem">
        {(list) =>
          list.results.length === 0 ? (
            <Empty>{t.none}</Empty>
          ) : (
            <ItemList aria-label={t.title}>
              {list.results.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
              ))}
            </ItemList>
          )
        }
      </Loaded>
      {supported ? (
        <Button type="button" $variant="outline" {...unavailable(adding)} onClick={() => void add()}>
          {adding ? t.adding : t.add}
        </Button>
      ) : (
        <Note>{t.unsupported}</Note>
      )}
      {note && (
        <Note role={note.alert ? 'alert' : 'status'} $alert={note.alert}>
          {note.text}
        </Note>
      )}
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          body={t.removeBody(removing.name)}
          confirmLabel={t.removeConfirm}
          cancelLabel={messages.profile.cancel}
          busy={removeBusy}
          danger
          onConfirm={() => void remove(removing)}
          onCancel={() => {
            setRemoving(undefined);
            setRemoveError(undefined);
          }}
        >
          {removeError && <ModalError role="alert">{removeError}</ModalError>}
        </ConfirmDialog>
      )}
    </Section>
  );
}
