/** The email a teacher gets when an admin adds them. The password is never sent by mail. */
import type { Language } from '@aralin/contract';
import type { Mail } from '../../lib/mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function teacherAddedMail(lang: Language, to: string, username: string, loginUrl: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: 'May account ka na sa Aralin',
          hello: `Kumusta, ${username}!`,
          body: 'Idinagdag ka ng office staff ng inyong paaralan bilang guro sa Aralin. Mag-sign in gamit ang email na ito at ang password na ibinigay sa iyo ng office staff. Kung nakalimutan mo ito, gamitin ang "Forgot Password" sa pahina ng login.',
          label: 'Mag-sign in bilang guro',
        }
      : {
          subject: 'You have an Aralin account',
          hello: `Hello, ${username}!`,
          body: 'Your school office staff added you as a teacher on Aralin. Sign in with this email and the password the office staff gave you. If you do not have it, use "Forgot Password" on the login page.',
          label: 'Sign in as a teacher',
        };
  return {
    to,
    subject: t.subject,
    text: `${t.hello}\n\n${t.body}\n\n${t.label}: ${loginUrl}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;max-width:560px;margin:auto;padding:24px"><h1 style="color:#b45309;font-size:22px">Aralin</h1><p>${esc(t.hello)}</p><p>${esc(t.body)}</p><p><a href="${esc(loginUrl)}">${esc(t.label)}</a></p></body></html>`,
    logLine: `teacher ${to} added; sign in at ${loginUrl}`,
  };
}
