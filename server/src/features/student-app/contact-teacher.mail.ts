/**
 * The email a teacher gets when a parent presses "contact teacher" in the parent area. We don't know the
 * teacher's language, so the mail says everything in English and in Filipino.
 */
import { messageText, type ContactReason } from '@aralin/contract';
import type { Mail } from '../../lib/mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ContactTeacherMailInput {
  to: string;
  teacherName: string;
  studentName: string;
  sectionName: string;
  parentGuardian: string;
  contactNumber: string;
  /** The parent's own words, or empty. */
  note: string;
  /** The parent's one-tap reason, written out in each language of the mail; null when none. */
  reason: ContactReason | null;
  profileUrl: string;
}

const REASON_KEYS = {
  sick: 'contactReasonSick',
  reading_help: 'contactReasonReadingHelp',
  numbers_help: 'contactReasonNumbersHelp',
  call_me: 'contactReasonCallMe',
} as const satisfies Record<ContactReason, string>;

/** A reason code in words, in one language of the mail. */
export function reasonText(reason: ContactReason, lang: 'en' | 'tl'): string {
  return messageText(REASON_KEYS[reason], lang);
}

/** The two language versions of the mail's paragraphs. */
function paragraphs(i: ContactTeacherMailInput) {
  const who = i.parentGuardian ? `${i.parentGuardian}, the parent or guardian of` : 'The parent or guardian of';
  const whoTl = i.parentGuardian ? `Si ${i.parentGuardian}, ang magulang o tagapag-alaga ni` : 'Ang magulang o tagapag-alaga ni';
  return {
    en: [
      `Hello, ${i.teacherName}!`,
      `${who} ${i.studentName} (section ${i.sectionName}) asked to get in touch with you from the Aralin parent area.`,
      i.reason ? `Reason: ${reasonText(i.reason, 'en')}` : '',
      i.note ? `Their message: "${i.note}"` : i.reason ? '' : 'They did not write a message.',
      i.contactNumber ? `Contact number: ${i.contactNumber}` : '',
    ],
    tl: [
      `Kumusta, ${i.teacherName}!`,
      `${whoTl} ${i.studentName} (seksyon ${i.sectionName}) ay nais makipag-ugnayan sa iyo mula sa Parent Area ng Aralin.`,
      i.reason ? `Dahilan: ${reasonText(i.reason, 'tl')}` : '',
      i.note ? `Ang kanyang mensahe: "${i.note}"` : i.reason ? '' : 'Wala siyang isinulat na mensahe.',
      i.contactNumber ? `Numero ng telepono: ${i.contactNumber}` : '',
    ],
  };
}

export function contactTeacherMail(i: ContactTeacherMailInput): Mail {
  const p = paragraphs(i);
  const en = p.en.filter(Boolean);
  const tl = p.tl.filter(Boolean);
  const link = { en: "See the child's progress", tl: 'Tingnan ang progreso ng bata' };
  const html = (lines: string[]) => lines.map((l) => `<p>${esc(l)}</p>`).join('');
  return {
    to: i.to,
    subject: i.reason
      ? `Aralin: ${i.studentName} — ${reasonText(i.reason, 'en')} / ${reasonText(i.reason, 'tl')}`
      : `Aralin: ${i.studentName} — a parent wants to reach you / nais kang makausap ng magulang`,
    text: `${en.join('\n\n')}\n\n${link.en}: ${i.profileUrl}\n\n---\n\n${tl.join('\n\n')}\n\n${link.tl}: ${i.profileUrl}\n`,
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;max-width:560px;margin:auto;padding:24px">` +
      `<h1 style="color:#b45309;font-size:22px">Aralin</h1>${html(en)}<p><a href="${esc(i.profileUrl)}">${esc(link.en)}</a></p>` +
      `<hr>${html(tl)}<p><a href="${esc(i.profileUrl)}">${esc(link.tl)}</a></p></body></html>`,
    logLine: `parent of ${i.studentName} contacted ${i.to}`,
  };
}
