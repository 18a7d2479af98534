/**
 * The words of a practice pack in English and Filipino. A child's page is in the family's language
 * (docs/practice-packs.md); the footer's page numbers are in the language of the staff member who printed it.
 */
import type { Language } from '@aralin/contract';

/** Why the page holds what it holds (docs/practice-packs.md "What is weak"). */
export type PackBasis = 'weak' | 'unsure' | 'clear' | 'new';

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

const text = {
  en: {
    title: 'Practice pack',
    forParent: 'For the parent or guardian',
    trace: 'Trace',
    traceHow: 'Start at dot 1 and follow the arrows. Trace the dotted ones, then try one on your own.',
    answer: 'Answer',
    match: 'Draw a line from each one on the left to its match on the right.',
    circle: (n: number) => (n > 1 ? `Circle the ${n} right answers.` : 'Circle the right answer.'),
    noChildren: 'This section has no children yet.',
    nothing: 'Nothing to practise on paper this week: keep playing and reading together!',
    note: (basis: PackBasis, name: string, concepts: string[], teacher: string) => {
      const what = list(concepts, 'and');
      const lead = {
        weak: `Dear parent or guardian of ${name}: in class, ${name} is still learning ${what}.`,
        unsure: `Dear parent or guardian of ${name}: ${name} has not played enough yet for us to be sure, but ${what} looked hard so far.`,
        clear: `Dear parent or guardian of ${name}: ${name} is doing well. Nothing needs extra practice right now.`,
        new: `Dear parent or guardian of ${name}: ${name} has not played enough yet for us to know what to practise.`,
      }[basis];
      const how =
        basis === 'weak' || basis === 'unsure'
          ? 'Please do this page together for a few minutes a day. Praise every try!'
          : 'Keep playing Aralin and reading together at home.';
      return `${lead} ${how} — ${teacher}`;
    },
  },
  tl: {
    title: 'Pagsasanay sa bahay',
    forParent: 'Para sa magulang o tagapag-alaga',
    trace: 'Bakatin',
    traceHow: 'Magsimula sa tuldok 1 at sundan ang mga palaso. Bakatin ang mga may tuldok, saka subukang isulat nang mag-isa.',
    answer: 'Sagutin',
    match: 'Gumuhit ng linya mula sa bawat isa sa kaliwa papunta sa kapareha nito sa kanan.',
    circle: (n: number) => (n > 1 ? `Bilugan ang ${n} tamang sagot.` : 'Bilugan ang tamang sagot.'),
    noChildren: 'Wala pang bata sa seksyong ito.',
    nothing: 'Walang kailangang sanayin sa papel ngayong linggo: patuloy na maglaro at magbasa nang magkasama!',
    note: (basis: PackBasis, name: string, concepts: string[], teacher: string) => {
      const what = list(concepts, 'at');
      const lead = {
        weak: `Mahal na magulang o tagapag-alaga ni ${name}: sa klase, pinag-aaralan pa ni ${name} ang ${what}.`,
        unsure: `Mahal na magulang o tagapag-alaga ni ${name}: kaunti pa lang ang nalaro ni ${name} para makatiyak kami, pero mukhang nahirapan siya sa ${what}.`,
        clear: `Mahal na magulang o tagapag-alaga ni ${name}: magaling ang ginagawa ni ${name}. Wala pang kailangang dagdag na pagsasanay ngayon.`,
        new: `Mahal na magulang o tagapag-alaga ni ${name}: kaunti pa lang ang nalaro ni ${name} para malaman namin kung ano ang sasanayin.`,
      }[basis];
      const how =
        basis === 'weak' || basis === 'unsure'
          ? 'Pakisagutan ang pahinang ito nang magkasama, ilang minuto bawat araw. Purihin ang bawat subok!'
          : 'Patuloy na maglaro ng Aralin at magbasa nang magkasama sa bahay.';
      return `${lead} ${how} — ${teacher}`;
    },
  },
} satisfies Record<Language, unknown>;

export type PackWords = (typeof text)['en'];

export function packText(lang: Language): PackWords {
  return text[lang];
}
