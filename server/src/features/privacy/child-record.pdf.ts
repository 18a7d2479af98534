/**
 * A child's record as a readable PDF for the parent (issue 18, right of access): the same content as the
 * JSON export, in the request's language, drawn with the reports' look (features/reports).
 */
import type { ChildExport, Language } from '@aralin/contract';
import { drawTable, newPdf, stampPageNumbers } from '../../lib/pdf';
import { drawTitlePage, heading, mutedLine, newContentPage, runningHeader } from '../reports/report-layout';
import { reportText } from '../reports/report-text';
import { masteryText } from '../students/mastery-read';

const words = {
  en: {
    title: "A child's record",
    school: 'School',
    child: 'Child',
    parent: 'Parent/Guardian',
    contact: 'Contact No.',
    section: 'Section',
    unassigned: 'Unassigned',
    consent: "Parent's consent",
    consentBy: (date: string, name: string) => `Confirmed ${date} by ${name}`,
    noConsent: 'Not recorded',
    exported: 'Prepared',
    answers: 'Answers',
    concepts: 'Concepts practised',
    badges: 'Badges',
    messages: "Parent's messages",
    noteTitle: 'What this record is',
    note: [
      'Everything Aralin keeps about this child, given to the parent under the Data Privacy Act (RA 10173).',
      'To have it corrected or erased, ask the school: an admin can erase the personal data for good.',
    ],
    answersTitle: 'Every answer',
    when: 'When',
    activity: 'Activity',
    concept: 'Concept',
    result: 'Result',
    right: 'Right',
    wrong: 'Not yet',
    points: 'Points',
    masteryTitle: 'Concept mastery',
    mastery: 'Mastery (range)',
    notEnough: 'not enough answers yet',
    mastered: 'Mastered',
    badgesTitle: 'Badges earned',
    badge: 'Badge',
    times: 'Times',
    firstEarned: 'First earned',
    message: 'Message',
    none: 'None yet.',
    staff: 'staff (name not recorded)',
  },
  tl: {
    title: 'Record ng bata',
    school: 'Paaralan',
    child: 'Bata',
    parent: 'Magulang/Tagapag-alaga',
    contact: 'Numero ng telepono',
    section: 'Seksyon',
    unassigned: 'Walang seksyon',
    consent: 'Pahintulot ng magulang',
    consentBy: (date: string, name: string) => `Kinumpirma noong ${date} ni ${name}`,
    noConsent: 'Hindi naitala',
    exported: 'Inihanda',
    answers: 'Mga sagot',
    concepts: 'Mga konseptong sinanay',
    badges: 'Mga badge',
    messages: 'Mga mensahe ng magulang',
    noteTitle: 'Ano ang record na ito',
    note: [
      'Lahat ng itinatago ng Aralin tungkol sa batang ito, ibinibigay sa magulang ayon sa Data Privacy Act (RA 10173).',
      'Para ipaayos o ipabura ito, magtanong sa paaralan: tuluyang mabubura ng admin ang personal na datos.',
    ],
    answersTitle: 'Bawat sagot',
    when: 'Kailan',
    activity: 'Gawain',
    concept: 'Konsepto',
    result: 'Resulta',
    right: 'Tama',
    wrong: 'Hindi pa',
    points: 'Puntos',
    masteryTitle: 'Kahusayan sa mga konsepto',
    mastery: 'Kahusayan (saklaw)',
    notEnough: 'kulang pa ang sagot',
    mastered: 'Nakabisado',
    badgesTitle: 'Mga nakuhang badge',
    badge: 'Badge',
    times: 'Ilang beses',
    firstEarned: 'Unang nakuha',
    message: 'Mensahe',
    none: 'Wala pa.',
    staff: 'kawani (hindi naitala ang pangalan)',
  },
} as const;

/** Renders the record to PDF bytes. */
export function renderChildRecord(record: ChildExport, lang: Language, timeZone: string): Promise<Buffer> {
  const w = words[lang];
  const r = reportText(lang, timeZone);
  const p = record.profile;
  const { doc, done } = newPdf({ title: `${w.title} – ${p.name}`, bufferPages: true });
  const consent = record.consent.confirmed_at
    ? w.consentBy(r.day(record.consent.confirmed_at), record.consent.confirmed_by ?? w.staff)
    : w.noConsent;

  drawTitlePage(doc, {
    title: w.title,
    facts: [
      [w.child, p.name],
      [w.school, record.school],
      [w.section, p.section_name ?? w.unassigned],
      [w.parent, p.parent_guardian],
      [w.contact, p.contact_number],
      [w.consent, consent],
      [w.exported, r.dateTime(record.exported_at)],
    ],
    tiles: [
      [w.answers, String(record.attempts.length)],
      [w.concepts, String(record.mastery.length)],
      [w.badges, String(record.badges.reduce((n, b) => n + b.count, 0))],
      [w.messages, String(record.messages.length)],
    ],
    note: { title: w.noteTitle, lines: [...w.note] },
  });

  const header = runningHeader(`${w.title} · ${p.name}`);
  let y = heading(doc, newContentPage(doc, header), w.masteryTitle, header);
  y =
    record.mastery.length === 0
      ? mutedLine(doc, y, w.none)
      : drawTable(doc, {
          y,
          onNewPage: header,
          columns: [
            { header: w.concept, width: 3.2 },
            { header: w.mastery, width: 2, align: 'right' },
            { header: w.answers, width: 1.2, align: 'right' },
            { header: w.mastered, width: 2 },
          ],
          rows: record.mastery.map((m) => [
            m.concept,
            masteryText({ ...m, mastery_score: m.mastery }, w.notEnough),
            `${m.correct}/${m.answers}`,
            m.mastered_at ? r.day(m.mastered_at) : '–',
          ]),
        });

  y = heading(doc, y + 10, w.badgesTitle, header);
  y =
    record.badges.length === 0
      ? mutedLine(doc, y, w.none)
      : drawTable(doc, {
          y,
          onNewPage: header,
          columns: [
            { header: w.badge, width: 4 },
            { header: w.times, width: 1, align: 'right' },
            { header: w.firstEarned, width: 2 },
          ],
          rows: record.badges.map((b) => [b.name, String(b.count), r.day(b.first_earned_at)]),
        });

  y = heading(doc, y + 10, w.messages, header);
  y =
    record.messages.length === 0
      ? mutedLine(doc, y, w.none)
      : drawTable(doc, {
          y,
          onNewPage: header,
          columns: [
            { header: w.when, width: 2 },
            { header: w.message, width: 6 },
          ],
          rows: record.messages.map((m) => [r.dateTime(m.at), m.body]),
        });

  y = heading(doc, y + 10, w.answersTitle, header);
  if (record.attempts.length === 0) mutedLine(doc, y, w.none);
  else
    drawTable(doc, {
      y,
      onNewPage: header,
      fontSize: 8,
      columns: [
        { header: w.when, width: 2.2 },
        { header: w.activity, width: 3 },
        { header: w.concept, width: 2.4 },
        { header: w.result, width: 1.2 },
        { header: w.points, width: 1, align: 'right' },
      ],
      rows: record.attempts.map((a) => [
        r.dateTime(a.at),
        a.activity,
        a.concept ?? '–',
        a.is_correct ? w.right : w.wrong,
        String(a.score_increment),
      ]),
    });

  stampPageNumbers(doc, `${record.school} · ${p.name}`, r.page);
  doc.end();
  return done;
}
