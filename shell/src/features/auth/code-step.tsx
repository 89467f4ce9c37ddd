import { useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, InputField, notify, unavailable } from '@booknook/design-system';
import { errorDetail, errorFields, errorStatus, registerEnglish, useI18n, useSession } from '@booknook/platform';
import { CardButton, Intro } from './auth-card';
import { codeDigits, requestEmailCode, verifyEmailCode } from './email-code-api';
import english from './auth.compiled';
import { emailCodeMessages as text } from './email-code-messages';
import { needsSignupChallenge, solveSignupChallenge } from './signup-challenge';

// The one sign-in text that takes a value, compiled; it loads with this screen, not with every first visit.
registerEnglish(english);

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 1.25rem;
  margin: 1rem 0 0;
`;

/** The design system's quiet button, at a finger's 44 px. */
const TextButton = styled(Button)`
  min-height: 44px;
`;

/**
 * The code from the email, and a name for a new member, in one step (issue 36.1: Message seller, email, Continue,
 * code, name, Continue, Send). A returning member leaves the name empty; a new one who does is asked for it.
 */
export function CodeStep({
  email,
  next,
  onSignedIn,
  onOtherEmail,
}: {
  email: string;
  /** Where the person was going: the mailed link goes on there too. */
  next: string;
  onSignedIn: () => void;
  onOtherEmail: () => void;
}) {
  const { t } = useI18n();
  const { updateUser } = useSession();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ code?: string; first_name?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.length !== 6) {
      setErrors({ code: t(text.codeRequired) });
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = { email, code, ...(name.trim() ? { first_name: name.trim() } : {}) };
      // A network past its free sign-ups pays for the new account with the puzzle (asked of the newcomer only).
      const user = await verifyEmailCode(answer).catch(async (error: unknown) => {
        if (!needsSignupChallenge(errorFields(error))) throw error;
        return verifyEmailCode({ ...answer, altcha: await solveSignupChallenge() });
      });
      updateUser(user);
      notify.dismiss();
      onSignedIn();
    } catch (error) {
      const status = errorStatus(error);
      const fields = errorFields(error);
      if (fields.first_name) {
        setErrors({ first_name: fields.first_name });
        nameInput.current?.focus();
      } else if (status === 400) {
        setErrors({ code: fields.code ?? errorDetail(error, t(text.failed)) });
        codeInput.current?.focus();
      } else {
        setErrors({ form: status ? errorDetail(error, t(text.failed)) : t(text.failed) });
      }
      setBusy(false);
    }
  };

  const sendAgain = async () => {
    setResent(false);
    try {
      await requestEmailCode({ email, next });
      setCode('');
      setResent(true);
    } catch (error) {
      setErrors({ form: errorDetail(error, t(text.failed)) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Intro>{t(text.codeSent, { email })}</Intro>
      {errors.form && <Banner role="alert">{errors.form}</Banner>}
      {resent && (
        <Banner $tone="success" role="status">
          {t(text.sentAgain)}
        </Banner>
      )}
      <InputField
        id="field-code"
        label={t(text.code)}
        hint={t(text.codeHint)}
        error={errors.code}
        inputRef={codeInput}
        value={code}
        onChange={(event) => setCode(codeDigits(event.target.value))}
        autoComplete="one-time-code"
        inputMode="numeric"
        enterKeyHint="next"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the step exists to take this code: the person just asked for it
        autoFocus
      />
      <InputField
        id="field-first-name"
        label={t(text.name)}
        hint={t(text.nameHint)}
        error={errors.first_name}
        inputRef={nameInput}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="given-name"
        maxLength={150}
      />
      <CardButton type="submit" {...unavailable(busy)}>
        {busy ? t(text.checking) : t(text.submit)}
      </CardButton>
      <Links>
        <TextButton $variant="ghost" type="button" onClick={onOtherEmail}>
          {t(text.otherEmail)}
        </TextButton>
        <TextButton $variant="ghost" type="button" onClick={() => void sendAgain()}>
          {t(text.sendAgain)}
        </TextButton>
      </Links>
    </form>
  );
}
