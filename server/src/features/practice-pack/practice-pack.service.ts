/**
 * Practice packs on paper (issue 13 item 2; docs/practice-packs.md): GET /management/sections/{id}/
 * practice-pack/ (`student_id` optional) gives a section's PDF, a page per child, built from each child's
 * weak concepts (the learner model's estimates, play.model.ts): tracing sheets for the letters, digits and
 * shapes of those concepts, worksheets from the matching and multiple-choice items the child missed, and a
 * note to the parent in the family's language. A teacher prints their own sections, an admin any of the
 * school's; other sections answer 404 like absent ones. Each download is audited.
 */
import { sql } from 'drizzle-orm';
import {
  QuestionData,
  compareNames,
  findTracingDefinition,
  pickLanguage,
  pickText,
  practicePackFileName,
  type Language,
} from '@aralin/contract';
import type { AppContext } from '../../context';
import { auditStaff } from '../../lib/audit';
import { notFound } from '../../lib/app-error';
import { libraryConcepts, PREBUILT_LIBRARY } from '../../content/prebuilt';
import type { StaffActor } from '../../plugins/auth';
import { getSection } from '../sections/sections.service';
import { schoolDayOf } from '../dashboards/school-day';
import { estimateOf, rangeOf } from '../play/play.model';
import type { PackBasis } from './practice-pack-text';
import { loadPictures } from './pictures';
import { renderPracticePack, type ChildPage, type WorksheetItem } from './practice-pack.pdf';

/** How much one page holds at most (the renderer drops what does not fit on the page). */
export const PACK_LIMITS = { concepts: 4, glyphs: 3, items: 4, listed: 4 } as const;

type MasteryRow = {
  student_id: number;
  concept_id: number;
  name: string;
  organization_id: number | null;
  required_score: number;
  skill_mean: number;
  skill_sd: number;
  answers: number;
};
type MissRow = {
  student_id: number;
  question_id: number;
  concept_id: number | null;
  type: 'matching' | 'multiple_choice' | 'tracing';
  extra_data: unknown;
  misses: number;
};
type TracingRow = {
  concept_id: number;
  target: string;
};

/** A concept of a child, with the learner model's reading of it. */
export interface ConceptReading {
  conceptId: number;
  name: string;
  /** The estimate shown everywhere (play.model.ts estimateOf) and the high end of its 80% range (rangeOf). */
  estimate: number;
  high: number;
  requiredScore: number;
  /** Finished questions of the concept. */
  answers: number;
}

/** Fewer finished questions than this are too little evidence to call a concept weak (one bad day). */
export const WEAK_MIN_ANSWERS = 3;

/**
 * Which concepts a page practises (docs/practice-packs.md "What is weak"). Weak: the learner model is 80%
 * sure the child is under the concept's required score (the high end of the estimate's range is under it,
 * the mirror of mastered, whose low end reaches it) after at least three finished questions; weakest first.
 * When there are none, the concepts with too little evidence (fewer answers, or a range across the
 * required score) whose estimate is under the required score and that have an item the child missed
 * ('unsure'). Else nothing: 'clear' when some concept has enough answers, 'new' otherwise.
 */
export function chooseConcepts(readings: ConceptReading[], missedConcepts: Set<number>): { basis: PackBasis; concepts: ConceptReading[] } {
  const byEstimate = (a: ConceptReading, b: ConceptReading) => a.estimate - b.estimate || a.conceptId - b.conceptId;
  const weak = readings.filter((r) => r.answers >= WEAK_MIN_ANSWERS && r.high < r.requiredScore).sort(byEstimate);
  if (weak.length) return { basis: 'weak', concepts: weak.slice(0, PACK_LIMITS.concepts) };
  const unsure = readings.filter((r) => r.estimate < r.requiredScore && missedConcepts.has(r.conceptId)).sort(byEstimate);
  if (unsure.length) return { basis: 'unsure', concepts: unsure.slice(0, PACK_LIMITS.concepts) };
  return { basis: readings.some((r) => r.answers >= WEAK_MIN_ANSWERS) ? 'clear' : 'new', concepts: [] };
}

let libraryNames: Map<string, { en: string; tl: string }> | undefined;
/** A concept's name in a language: the library's concepts keep both names; a school's own has one. */
function conceptName(row: { name: string; organization_id: number | null }, lang: Language): string {
  if (row.organization_id !== null) return row.name;
  libraryNames ??= new Map([...libraryConcepts(PREBUILT_LIBRARY)].flatMap(([lower, c]) => (c.names ? [[lower, c.names] as const] : [])));
  const names = libraryNames.get(row.name.toLowerCase());
  return names ? pickText(names, lang) : row.name;
}

/** GET /management/sections/{id}/practice-pack/: 'practice-pack-section-<id>[-student-<id>]-<date>.pdf'. */
export async function practicePack(
  ctx: AppContext,
  actor: StaffActor,
  sectionId: number,
  query: { student_id?: number },
  staffLang: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const detail = await getSection(ctx, actor, sectionId);
  const section = detail.section;
  const day = await schoolDayOf(ctx.db, actor.organizationId, ctx.clock.now());
  const org = actor.organizationId;

  const { rows: kids } = await ctx.db.execute<{ id: number; name: string }>(sql`
    select id, name from students
    where organization_id = ${org} and section_id = ${section.id} and erased_at is null
      ${query.student_id === undefined ? sql`` : sql`and id = ${query.student_id}`}`);
  if (query.student_id !== undefined && kids.length === 0) throw notFound('studentNotFound');
  kids.sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
  const ids = kids.map((k) => k.id);
  const idList = ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

  const [mastery, misses, languages, schoolLanguage] = await Promise.all([
    ctx.db.execute<MasteryRow>(sql`
      select cm.student_id, cm.concept_id, c.name, c.organization_id, c.required_score, cm.skill_mean, cm.skill_sd, cm.answers
      from concept_mastery cm join concepts c on c.id = cm.concept_id
      where cm.organization_id = ${org} and cm.student_id in (${idList}) and cm.answers > 0`),
    // Every item a child answered wrong (a first or guided try; show_answer is not an answer), most missed first.
    ctx.db.execute<MissRow>(sql`
      select a.student_id, a.question_id, coalesce(a.concept_id, q.concept_id, ac.concept_id) as concept_id, ac.type,
        q.extra_data, count(*)::int as misses
      from attempts a
      join questions q on q.id = a.question_id
      join activities ac on ac.id = a.activity_id
      where a.organization_id = ${org} and a.student_id in (${idList}) and not a.is_correct and a.attempt_type <> 'show_answer'
      group by a.student_id, a.question_id, 3, ac.type, q.extra_data
      order by a.student_id, count(*) desc, max(a.created_at) desc, a.question_id`),
    // The family's language: the one the child last played in (the home screen's toggle, which the parent area shares).
    ctx.db.execute<{ student_id: number; language: string }>(sql`
      select distinct on (student_id) student_id, language from play_sessions
      where organization_id = ${org} and student_id in (${idList})
      order by student_id, started_at desc, id desc`),
    // The school's language: the one its children play in most.
    ctx.db.execute<{ language: string }>(sql`
      select language from play_sessions where organization_id = ${org}
      group by language order by count(*) desc, language limit 1`),
  ]);

  const fallback: Language = schoolLanguage.rows[0] ? pickLanguage(schoolLanguage.rows[0].language) : staffLang;
  const familyLanguage = new Map(languages.rows.map((r) => [r.student_id, pickLanguage(r.language)]));

  // Each child's concepts as the learner model reads them, and the concepts to practise.
  const chosen = new Map<number, { basis: PackBasis; concepts: (ConceptReading & { row: MasteryRow })[] }>();
  for (const kid of kids) {
    const rows = mastery.rows.filter((r) => r.student_id === kid.id);
    const readings = rows.map((row) => {
      const skill = { mean: Number(row.skill_mean), sd: Number(row.skill_sd) };
      const reading: ConceptReading = {
        conceptId: row.concept_id,
        name: row.name,
        estimate: estimateOf(skill),
        high: rangeOf(skill)[1],
        requiredScore: row.required_score,
        answers: row.answers,
      };
      return { ...reading, row };
    });
    const missed = new Set(misses.rows.filter((m) => m.student_id === kid.id && m.concept_id !== null).map((m) => m.concept_id!));
    const pick = chooseConcepts(readings, missed);
    chosen.set(kid.id, { basis: pick.basis, concepts: pick.concepts as (ConceptReading & { row: MasteryRow })[] });
  }

  // The tracing targets of the chosen concepts (the school's and the library's tracing questions).
  const conceptIds = [...new Set([...chosen.values()].flatMap((c) => c.concepts.map((x) => x.conceptId)))];
  const tracing = conceptIds.length
    ? (
        await ctx.db.execute<TracingRow>(sql`
          select distinct on (coalesce(q.concept_id, ac.concept_id), q.extra_data->>'target')
            coalesce(q.concept_id, ac.concept_id) as concept_id, q.extra_data->>'target' as target
          from questions q join activities ac on ac.id = q.activity_id
          where ac.type = 'tracing' and (ac.organization_id = ${org} or ac.organization_id is null)
            and ac.deleted_at is null and q.hidden_at is null
            and coalesce(q.concept_id, ac.concept_id) in (${sql.join(
              conceptIds.map((id) => sql`${id}`),
              sql`, `,
            )})
          order by coalesce(q.concept_id, ac.concept_id), q.extra_data->>'target', ac.organization_id nulls last, q.position`)
      ).rows
    : [];

  const pages: ChildPage[] = kids.map((kid) => {
    const lang = familyLanguage.get(kid.id) ?? fallback;
    const { basis, concepts } = chosen.get(kid.id)!;
    const chosenIds = new Set(concepts.map((c) => c.conceptId));
    const kidMisses = misses.rows.filter((m) => m.student_id === kid.id && m.concept_id !== null && chosenIds.has(m.concept_id));
    const rank = (conceptId: number | null) => concepts.findIndex((c) => c.conceptId === conceptId);

    // Glyphs: the traced targets the child missed first (most missed first), then the concepts' other targets, weakest concept first.
    const targets: string[] = [];
    const add = (target: string | undefined) => {
      const def = target ? findTracingDefinition(target) : undefined;
      if (def && !targets.includes(def.id)) targets.push(def.id);
    };
    for (const m of kidMisses.filter((x) => x.type === 'tracing').sort((a, b) => rank(a.concept_id) - rank(b.concept_id)))
      add((m.extra_data as { target?: string }).target);
    for (const c of concepts) for (const row of tracing.filter((r) => r.concept_id === c.conceptId)) add(row.target);

    // Worksheet items: the matching and multiple-choice items missed, one per concept in turn (weakest concept
    // first, its most missed item first); listening items are left out (what they ask is heard, never printed).
    const queues = concepts.map((c) =>
      kidMisses
        .filter((m) => m.type !== 'tracing' && m.concept_id === c.conceptId)
        .flatMap((m): WorksheetItem[] => {
          const parsed = QuestionData.safeParse(m.extra_data);
          if (!parsed.success || parsed.data.type === 'tracing') return [];
          if (parsed.data.type === 'multiple_choice' && parsed.data.listen) return [];
          return [{ questionId: m.question_id, data: parsed.data }];
        }),
    );
    const items: WorksheetItem[] = [];
    while (items.length < PACK_LIMITS.items && queues.some((q) => q.length)) {
      for (const queue of queues) {
        const next = queue.shift();
        if (next && items.length < PACK_LIMITS.items) items.push(next);
      }
    }

    return {
      studentId: kid.id,
      name: kid.name,
      language: lang,
      basis,
      concepts: concepts.slice(0, PACK_LIMITS.listed).map((c) => conceptName(c.row, lang)),
      glyphs: targets.slice(0, PACK_LIMITS.glyphs).map((id) => findTracingDefinition(id)!),
      items,
    };
  });

  const pictures = await loadPictures(
    ctx,
    pages.flatMap((p) => p.items),
  );
  const pdf = await renderPracticePack({
    schoolName: day.schoolName,
    sectionName: section.name,
    teacherName: detail.teacherName,
    now: ctx.clock.now(),
    timezone: day.timezone,
    staffLanguage: staffLang,
    pages,
    pictures,
  });
  await auditStaff(ctx.db, actor, 'download', 'report', section.id, {
    type: 'practice-pack',
    ...(query.student_id === undefined ? {} : { student_id: query.student_id }),
  });
  return { pdf, fileName: practicePackFileName(section.id, day.today, query.student_id) };
}
