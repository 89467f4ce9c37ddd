import { messages } from '../../texts';
import { renderMail } from '../render-mail';
import type { OutgoingMail } from '../mailer';
import { MailAction, MailLayout, MailText } from './layout';

const M = messages.account.resetMail;
const N = messages.account.noticeMail;

/** The password reset link. */
export function resetMail(to: string, firstName: string, link: string): Promise<OutgoingMail> {
  return renderMail(
    to,
    M.subject,
    <MailLayout heading={M.heading} preview={M.heading}>
      <MailText>{M.greeting(firstName)}</MailText>
      <MailText>{M.body}</MailText>
      <MailAction href={link} label={M.button} />
      <MailText small>{M.notYou}</MailText>
    </MailLayout>,
  );
}

/**
 * A notice to the member's address after a change to the account (email, password), so that a change they did not
 * make does not go unnoticed; `forgotLink` is where to choose a new password.
 */
export function noticeMail(
  to: string,
  firstName: string,
  change: { subject: string; text: string },
  forgotLink: string,
): Promise<OutgoingMail> {
  return renderMail(
    to,
    change.subject,
    <MailLayout heading={change.subject} preview={change.subject}>
      <MailText>{M.greeting(firstName)}</MailText>
      <MailText>{change.text}</MailText>
      <MailText small>{N.notYou(forgotLink)}</MailText>
    </MailLayout>,
  );
}
