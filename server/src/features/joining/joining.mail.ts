/** The mails of joining a school (issue 20 item 3), in English and Filipino. */
import type { Language } from '@aralin/contract';
import type { Mail } from '../../lib/mailer';
import { FOOTER, render } from '../account/account.mail';

/** To the invited address: a link that makes a teacher account in the school (7 days, once). */
export function inviteMail(lang: Language, to: string, school: string, inviter: string, url: string): Mail {
  const t =
    lang === 'tl'
      ? {
          subject: `Imbitasyon na sumali sa ${school} sa Aralin`,
          greeting: 'Kumusta!',
          line: `Inimbitahan ka ni ${inviter} na sumali sa ${school} bilang guro sa Aralin. Pindutin ang button para ilagay ang iyong pangalan at password. May bisa ang link sa loob ng 7 araw at isang beses lang magagamit.`,
          label: 'Sumali sa paaralan',
        }
      : {
          subject: `Invitation to join ${school} on Aralin`,
          greeting: 'Hello!',
          line: `${inviter} invited you to join ${school} as a teacher on Aralin. Press the button to set your name and password. The link is valid for 7 days and works once.`,
          label: 'Join the school',
        };
  return render(
    to,
    { subject: t.subject, greeting: t.greeting, lines: [t.line], action: { label: t.label, url }, footer: FOOTER[lang] },
    `invite link ${url}`,
  );
}

/** To a teacher whose join request was answered. */
export function joinDecisionMail(lang: Language, to: string, username: string, school: string, approved: boolean, url: string): Mail {
  const t =
    lang === 'tl'
      ? approved
        ? {
            subject: `Kasali ka na sa ${school} sa Aralin`,
            line: `Inaprubahan ng admin ng ${school} ang iyong kahilingan. Kasali na ang iyong account sa paaralan.`,
            label: 'Buksan ang Aralin',
          }
        : {
            subject: `Tinanggihan ang kahilingan mong sumali sa ${school}`,
            line: `Tinanggihan ng admin ng ${school} ang iyong kahilingan. Kung sa tingin mo ay mali ito, makipag-ugnayan sa opisina ng paaralan.`,
            label: 'Buksan ang Aralin',
          }
      : approved
        ? {
            subject: `You have joined ${school} on Aralin`,
            line: `An admin of ${school} approved your request. Your account is now part of the school.`,
            label: 'Open Aralin',
          }
        : {
            subject: `Your request to join ${school} was refused`,
            line: `An admin of ${school} refused your request. If you think this is a mistake, contact the school office.`,
            label: 'Open Aralin',
          };
  return render(
    to,
    {
      subject: t.subject,
      greeting: lang === 'tl' ? `Kumusta, ${username}!` : `Hello, ${username}!`,
      lines: [t.line],
      action: { label: t.label, url },
      footer: FOOTER[lang],
    },
    `join request ${approved ? 'approved' : 'refused'} for ${to}`,
  );
}
