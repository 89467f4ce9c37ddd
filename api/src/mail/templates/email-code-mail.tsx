import { messages } from '../../texts';
import { renderMail } from '../render-mail';
import type { OutgoingMail } from '../mailer';
import { MailAction, MailLayout, MailText } from './layout';

const M = messages.emailCode.mail;

/** The sign-in code (issue 36.1), and a link that does the same on the device that opens it. */
export function emailCodeMail(to: string, code: string, link: string, minutes: number): Promise<OutgoingMail> {
  return renderMail(
    to,
    M.subject(code),
    <MailLayout heading={M.heading} preview={M.subject(code)}>
      <MailText>{M.greeting}</MailText>
      <MailText>{M.body}</MailText>
      <MailText>
        <strong style={{ fontSize: '28px', letterSpacing: '6px' }}>{code}</strong>
      </MailText>
      <MailText>{M.orLink}</MailText>
      <MailAction href={link} label={M.button} />
      <MailText small>{M.expires(minutes)}</MailText>
      <MailText small>{M.notYou}</MailText>
    </MailLayout>,
  );
}
