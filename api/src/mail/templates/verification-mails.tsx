import { messages } from '../../texts';
import { renderMail } from '../render-mail';
import type { OutgoingMail } from '../mailer';
import { MailAction, MailLayout, MailText } from './layout';

const M = messages.verification.mail;

/** The link that confirms `to` for a new account (`purpose` signup) or as an account's new address (change). */
export function confirmAddressMail(
  to: string,
  firstName: string,
  link: string,
  purpose: 'signup' | 'change',
  days: number,
): Promise<OutgoingMail> {
  return renderMail(
    to,
    M.confirmSubject,
    <MailLayout heading={M.confirmHeading} preview={M.confirmHeading}>
      <MailText>{M.greeting(firstName)}</MailText>
      <MailText>{purpose === 'signup' ? M.confirmSignup : M.confirmChange}</MailText>
      <MailAction href={link} label={M.button} />
      <MailText small>{M.expires(days)}</MailText>
      <MailText small>{M.notYou}</MailText>
    </MailLayout>,
  );
}

/**
 * To the owner of an address someone tried to sign up (or move another account) with: the API answers
 * both alike, so this mail, not the answer, says the address has an account.
 */
export function addressInUseMail(to: string, firstName: string, forgotLink: string, purpose: 'signup' | 'change'): Promise<OutgoingMail> {
  return renderMail(
    to,
    M.existsSubject,
    <MailLayout heading={M.existsHeading} preview={M.existsSubject}>
      <MailText>{M.greeting(firstName)}</MailText>
      <MailText>{purpose === 'signup' ? M.existsSignup : M.existsChange}</MailText>
      <MailText>{M.existsWhatNow}</MailText>
      <MailAction href={forgotLink} label={M.existsButton} />
      <MailText small>{M.existsNotYou}</MailText>
    </MailLayout>,
  );
}
