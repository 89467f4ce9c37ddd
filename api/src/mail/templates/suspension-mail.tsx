import { messages } from '../../texts';
import type { OutgoingMail } from '../mailer';
import { renderMail } from '../render-mail';
import { MailAction, MailLayout, MailText } from './layout';

const M = messages.admin.suspendedMail;

/** The mail a suspended member gets: why, until when, and what it stops (the page they land on says the same). */
export function suspensionMail(
  to: string,
  firstName: string,
  suspension: { reason: string; until: Date | null },
  contactLink: string,
): Promise<OutgoingMail> {
  return renderMail(
    to,
    M.subject,
    <MailLayout heading={M.subject} preview={M.subject}>
      <MailText>{messages.account.resetMail.greeting(firstName)}</MailText>
      <MailText>{M.body(suspension.reason, suspension.until)}</MailText>
      <MailText>{M.effects}</MailText>
      <MailText small>{M.contact}</MailText>
      <MailAction href={contactLink} label={M.button} />
    </MailLayout>,
  );
}
