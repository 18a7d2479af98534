/** The mail that tells a teacher a child's sign-in is on hold (issue 17 item 4), in English and Filipino. */
import type { Mail } from '../../lib/mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Both languages in one mail: the teacher's own language is not known, the child's request says nothing of it. */
export function childOnHoldMail(to: string, teacher: string, child: string, url: string): Mail {
  const en = [
    `Hello, ${teacher}!`,
    `Someone typed many wrong passwords for ${child} from devices ${child} never signed in from. New devices must wait before trying again; the devices ${child} already uses still work.`,
    `If this was not the class, you can lift the hold on the student's page: ${url}`,
  ];
  const tl = [
    `Kumusta, ${teacher}!`,
    `May naglagay ng maraming maling password para kay ${child} mula sa mga device na hindi pa niya nagamit. Kailangang maghintay ang mga bagong device bago sumubok muli; gumagana pa rin ang mga device na ginagamit na ni ${child}.`,
    `Kung hindi ito ang klase, maaari mong alisin ang hold sa pahina ng mag-aaral: ${url}`,
  ];
  const text = [...en, '', '---', '', ...tl].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#b45309;font-size:22px;margin:0 0 16px">Aralin</h1>
${en.map((l) => `<p>${esc(l)}</p>`).join('\n')}
<hr>
${tl.map((l) => `<p>${esc(l)}</p>`).join('\n')}
</body></html>`;
  return {
    to,
    subject: `${child}: sign-in on hold / naka-hold ang pag-sign in`,
    text,
    html,
    logLine: `${child}'s sign-in is on hold for new devices`,
  };
}
