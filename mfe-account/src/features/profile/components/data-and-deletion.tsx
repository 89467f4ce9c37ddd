import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, InputField, notify, type ButtonVariant } from '@booknook/design-system';
import { errorDetail, errorFields, useSession } from '@booknook/platform';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { messages } from '../../../messages';
import { deleteAccount, EXPORT_URL } from '../account-api';
import { Section } from './section';

const t = messages.profile;

const DownloadLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
`;

/** The member's data as a file (the browser downloads it: the API names it). */
export function DataDownload() {
  return (
    <Section id="data" title={t.dataTitle} intro={t.dataIntro}>
      <DownloadLink $variant="outline" href={EXPORT_URL} download>
        {t.download}
      </DownloadLink>
    </Section>
  );
}

/** Says what deleting does, asks for the password, then deletes and leaves the member signed out on the home page. */
export function DeleteAccount() {
  const { forgetSession } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!password) {
      setError(t.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(password);
      await forgetSession();
      notify.success(t.deleted);
      await navigate('/', { replace: true });
    } catch (failure) {
      setError(errorFields(failure).password ?? errorDetail(failure, t.failed));
      setBusy(false);
    }
  };

  return (
    <Section id="delete" title={t.deleteTitle} intro={t.deleteIntro}>
      <DangerButton type="button" onClick={() => setAsking(true)}>
        {t.deleteButton}
      </DangerButton>
      {asking && (
        <ConfirmDialog
          title={t.deleteConfirmTitle}
          body={t.deleteConfirmBody}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          busy={busy}
          danger
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setPassword('');
            setError(undefined);
          }}
        >
          <div style={{ marginTop: '1rem' }}>
            <InputField
              id="delete-account-password"
              label={t.currentPassword}
              type="password"
              autoComplete="current-password"
              value={password}
              error={error}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </Section>
  );
}
