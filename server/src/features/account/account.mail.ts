/** The account emails, in English and Filipino, each with a plain-text and an HTML part. */
import type { Language } from '@aralin/contract';
import type { Mail } from '../../lib/mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Parts {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  code?: string;
  footer: string;
}

/** One account-style mail: greeting, lines, an optional button or code, and a footer. */
export function render(to: string, p: Parts, logLine: string): Mail {
  const text = [p.greeting, '', ...p.lines, '', p.action ? `${p.action.label}: ${p.action.url}` : '', p.code ? p.code : '', '', p.footer]
    .filter((l, i, a) => !(l === '' && a[i - 1] === ''))
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#b45309;font-size:22px;margin:0 0 16px">Aralin</h1>
<p>${esc(p.greeting)}</p>
${p.lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}
${p.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:24px 0">${esc(p.code)}</p>` : ''}
${p.action ? `<p style="margin:24px 0"><a href="${esc(p.action.url)}" style="background:#b45309;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${esc(p.action.label)}</a></p><p style="font-size:13px;color:#6b7280">${esc(p.action.url)}</p>` : ''}
<p style="font-size:13px;color:#6b7280">${esc(p.footer)}</p>
</body></html>`;
  return { to, subject: p.subject, text, html, logLine };
}

export const FOOTER: Record<Language, string> = {
  en: 'If you did not ask for this, you can ignore this email.',
  tl: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang email na ito.',
};

export function verificationMail(lang: Language, to: string, username: string, url: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: 'I-verify ang iyong email sa Aralin',
          greeting: `Kumusta, ${username}!`,
          line: 'Salamat sa pagrehistro sa Aralin. Pindutin ang button para i-verify ang iyong email. Mawawalan ng bisa ang link pagkalipas ng 48 oras.',
          label: 'I-verify ang email',
        }
      : {
          subject: 'Verify your email for Aralin',
          greeting: `Hello, ${username}!`,
          line: 'Thank you for registering with Aralin. Press the button to verify your email. The link expires in 48 hours.',
          label: 'Verify email',
        };
  return render(
    to,
    { subject: t.subject, greeting: t.greeting, lines: [t.line], action: { label: t.label, url }, footer: FOOTER[lang] },
    `verify link ${url}`,
  );
}

export function otpMail(lang: Language, to: string, code: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: `Ang iyong Aralin sign-in code: ${code}`,
          greeting: 'Kumusta!',
          line: 'Ito ang iyong code para mag-sign in bilang office staff. May bisa ito sa loob ng 10 minuto at isang beses lang magagamit.',
        }
      : {
          subject: `Your Aralin sign-in code: ${code}`,
          greeting: 'Hello!',
          line: 'Here is your code to sign in as office staff. It is valid for 10 minutes and works once.',
        };
  return render(to, { subject: t.subject, greeting: t.greeting, lines: [t.line], code, footer: FOOTER[lang] }, `OTP ${code}`);
}

/**
 * To a teacher whose address was typed on the office staff sign-in (issue 20): no code, and where teachers
 * sign in. Only the address's owner reads it, so the page's answer still says nothing about the account.
 */
export function teacherDoorMail(lang: Language, to: string, username: string, url: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: 'Pag-sign in sa Aralin: gamitin ang pahina ng guro',
          greeting: `Kumusta, ${username}!`,
          line: 'May humiling ng sign-in code ng office staff para sa email na ito. Guro ang account na ito, kaya walang code na kailangan: mag-sign in sa pahina ng guro gamit ang iyong email at password.',
          label: 'Mag-sign in bilang guro',
        }
      : {
          subject: 'Signing in to Aralin: use the teacher page',
          greeting: `Hello, ${username}!`,
          line: 'Someone asked for an office staff sign-in code for this email. This is a teacher account, so no code is needed: sign in on the teacher page with your email and password.',
          label: 'Sign in as a teacher',
        };
  return render(
    to,
    { subject: t.subject, greeting: t.greeting, lines: [t.line], action: { label: t.label, url }, footer: FOOTER[lang] },
    `teacher sign-in link ${url}`,
  );
}

export function resetMail(lang: Language, to: string, username: string, url: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: 'Palitan ang iyong password sa Aralin',
          greeting: `Kumusta, ${username}!`,
          line: 'May humiling na palitan ang password ng iyong Aralin account. May bisa ang link sa loob ng 1 oras at isang beses lang magagamit.',
          label: 'Palitan ang password',
        }
      : {
          subject: 'Reset your Aralin password',
          greeting: `Hello, ${username}!`,
          line: 'Someone asked to reset the password of your Aralin account. The link is valid for 1 hour and works once.',
          label: 'Reset password',
        };
  return render(
    to,
    { subject: t.subject, greeting: t.greeting, lines: [t.line], action: { label: t.label, url }, footer: FOOTER[lang] },
    `reset link ${url}`,
  );
}

/** To the new address: confirm it before it takes effect (issue 17 item 6). */
export function emailChangeMail(lang: Language, to: string, username: string, url: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: 'Kumpirmahin ang bagong email ng iyong Aralin account',
          greeting: `Kumusta, ${username}!`,
          line: 'Hiniling na gawing ito ang email ng iyong Aralin account. Pindutin ang button para kumpirmahin. May bisa ang link sa loob ng 24 oras; hindi magbabago ang email hangga’t hindi ito nakukumpirma.',
          label: 'Kumpirmahin ang email',
        }
      : {
          subject: 'Confirm the new email of your Aralin account',
          greeting: `Hello, ${username}!`,
          line: 'You asked to make this the email of your Aralin account. Press the button to confirm it. The link is valid for 24 hours; the email does not change until it is confirmed.',
          label: 'Confirm email',
        };
  return render(
    to,
    { subject: t.subject, greeting: t.greeting, lines: [t.line], action: { label: t.label, url }, footer: FOOTER[lang] },
    `email change link ${url}`,
  );
}

/** To the old address, once the change took effect: a "this wasn't me" link that undoes it (issue 17 item 6). */
export function emailChangedNoticeMail(lang: Language, to: string, username: string, newEmail: string, url: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: 'Napalitan ang email ng iyong Aralin account',
          greeting: `Kumusta, ${username}!`,
          line: `Ang email ng iyong Aralin account ay ${newEmail} na. Kung hindi ikaw ito, pindutin ang button: ibabalik ang email na ito at matatapos ang bawat session. May bisa ang link sa loob ng 7 araw.`,
          label: 'Hindi ako ito',
        }
      : {
          subject: 'The email of your Aralin account was changed',
          greeting: `Hello, ${username}!`,
          line: `The email of your Aralin account is now ${newEmail}. If this wasn't you, press the button: this email comes back and every session ends. The link is valid for 7 days.`,
          label: "This wasn't me",
        };
  return render(
    to,
    { subject: t.subject, greeting: t.greeting, lines: [t.line], action: { label: t.label, url }, footer: FOOTER[lang] },
    `email revert link ${url}`,
  );
}
