/**
 * The library's catalogue as a Markdown table for docs/prebuilt-library.md. Run
 * `npx tsx server/src/content/prebuilt/catalogue.ts` and paste the output between the markers of the doc;
 * a test fails while the doc is out of date.
 */
import path from 'node:path';
import { activityConcept, PREBUILT_LIBRARY, questionConcept, titleColumn } from './index';

export const CATALOGUE_BEGIN = '<!-- catalogue:begin -->';
export const CATALOGUE_END = '<!-- catalogue:end -->';

/** One row per activity: key, stored title, type, concepts (the shared one, or how many) and questions per difficulty. */
export function catalogueMarkdown(): string {
  const lines = ['| # | Key | Title (stored) | Type | Concept | Easy | Medium | Hard |', '|---|---|---|---|---|---|---|---|'];
  PREBUILT_LIBRARY.forEach((a, i) => {
    const n = (level: string) => a.questions.filter((q) => q.difficulty === level).length;
    const own = activityConcept(a);
    const concepts = own ? own.name : `${new Set(a.questions.map((q) => questionConcept(q).name)).size} concepts`;
    lines.push(`| ${i + 1} | \`${a.key}\` | ${titleColumn(a)} | ${a.type} | ${concepts} | ${n('easy')} | ${n('medium')} | ${n('hard')} |`);
  });
  const total = PREBUILT_LIBRARY.reduce((s, a) => s + a.questions.length, 0);
  lines.push('', `${PREBUILT_LIBRARY.length} activities, ${total} questions.`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(`${CATALOGUE_BEGIN}\n${catalogueMarkdown()}\n${CATALOGUE_END}`);
}
