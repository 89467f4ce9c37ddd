import type { OutgoingMail } from '../../mail/mailer';
import { messages } from '../../messages';

const M = messages.account.resetMail;
const N = messages.account.noticeMail;

/** Text for HTML: the member's own name goes into the mail. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The password reset mail: plain text for every client, and a simple HTML part with a button. */
export function resetMail(to: string, firstName: string, link: string): OutgoingMail {
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(M.heading)}</h1>
<p>${escapeHtml(M.greeting(firstName))}</p>
<p>${escapeHtml(M.body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2f6f4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(M.button)}</a></p>
<p style="font-size:13px;color:#52606d;word-break:break-all">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(M.notYou)}</p>
</div></body></html>`;
  return { to, subject: M.subject, text: M.text(firstName, link), html };
}

/**
 * A notice to the member's address after a change to the account (email, password), so that a change they did not
 * make does not go unnoticed; `forgotLink` is where to choose a new password.
 */
export function noticeMail(to: string, firstName: string, change: { subject: string; text: string }, forgotLink: string): OutgoingMail {
  const notYou = N.notYou(forgotLink);
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(change.subject)}</h1>
<p>${escapeHtml(M.greeting(firstName))}</p>
<p>${escapeHtml(change.text)}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(notYou)}</p>
</div></body></html>`;
  return { to, subject: change.subject, text: `${M.greeting(firstName)}\n\n${change.text}\n\n${notYou}\n\nBookNook`, html };
}
