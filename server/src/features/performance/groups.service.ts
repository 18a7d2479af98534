/**
 * Groups by need (issue 13 item 1; docs/staff-workspace.md "Groups by need"): a section split into small
 * groups by the weakest concepts (or curriculum competencies) the learner model sees, children it knows
 * too little about in their own group, each with its focus and the activities that practise it.
 *
 * The method is deterministic: the same data give the same groups, in the same order.
 */
import { compareNames, competencyTag, type GroupBy, type GroupsResponse, type NeedGroup } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { SectionRef } from '../../db/section-students.queries';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import { daysBetween, decayed, estimateOf, isConfident, MODEL } from '../play/play.model';
import { stateOf } from '../students/mastery-read';
import * as q from './groups.queries';

/** What the model says of one child on one concept today (forgetting included). */
export interface ConceptNeed {
  concept_id: number;
  concept_name: string;
  competency: string | null;
  required_score: number;
  /** The estimate shown (0-100). */
  estimate: number;
  /** Whether the estimate rests on enough answers to be read as a number (isConfident). */
  confident: boolean;
  /** Mastered with confidence: even the low end of the estimate's range reaches the required score. */
  mastered: boolean;
  /**
   * Whether the model can tell where the child stands: confident, or the estimate's range (80% one-sided,
   * as for mastery) lies wholly above the required score (mastered) or wholly below it (clearly not yet).
   * The sd alone stays near 1 for a child who misses (or gets) everything, so it can't be the only test.
   */
  known: boolean;
}

export interface ChildNeeds {
  student_id: number;
  student_name: string;
  /** Every concept taught to the section, the known not-mastered ones first, weakest first (ties: name, then id). */
  concepts: ConceptNeed[];
}

const byNeed = (a: ConceptNeed, b: ConceptNeed) =>
  Number(b.known) - Number(a.known) ||
  Number(a.mastered) - Number(b.mastered) ||
  a.estimate - b.estimate ||
  compareNames(a.concept_name, b.concept_name) ||
  a.concept_id - b.concept_id;

/**
 * The weakest concepts of each child of the section (exported for other features, e.g. practice packs):
 * the concepts taught to the section (a live assignment's activity or its questions'), each with the
 * model's estimate today and what it can tell (`known`), the known not-mastered ones first, weakest first.
 * Children by name.
 */
export async function weakestConceptsPerChild(tx: Tx, section: SectionRef, now: Date): Promise<ChildNeeds[]> {
  const [children, taught] = await Promise.all([q.sectionChildren(tx, section), q.taughtConcepts(tx, section)]);
  const skills = await q.sectionSkills(
    tx,
    section,
    taught.map((c) => c.id),
  );
  const skillOf = new Map(skills.map((s) => [`${s.student_id}:${s.concept_id}`, s]));
  return children
    .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id)
    .map((child) => ({
      student_id: child.id,
      student_name: child.name,
      concepts: taught
        .map((c) => {
          const row = skillOf.get(`${child.id}:${c.id}`);
          const last = row?.last_practiced_at ? new Date(row.last_practiced_at) : null;
          const skill = decayed({ mean: row?.skill_mean ?? MODEL.prior.mean, sd: row?.skill_sd ?? MODEL.prior.sd }, daysBetween(last, now));
          // What the staff screens say of the child (mastery-read.ts): placed unless "not enough answers yet".
          const state = stateOf(skill, c.required_score, row?.answers ?? 0);
          const mastered = state === 'mastered';
          const confident = isConfident(skill);
          return {
            concept_id: c.id,
            concept_name: c.name,
            competency: c.competency,
            required_score: c.required_score,
            estimate: estimateOf(skill),
            confident,
            mastered,
            known: state !== 'not_enough',
          };
        })
        .sort(byNeed),
    }));
}

/** A unit children are grouped by: a concept, or a competency (a concept without one stands alone). */
interface Unit {
  id: string;
  name: string;
  competency: string | null;
  conceptIds: number[];
}

interface ChildUnit {
  unit: Unit;
  /** Mean estimate over the unit's known concepts; null when none is. */
  estimate: number | null;
  /** A known concept of the unit is below its required score: something to work on. */
  need: boolean;
}

/** The units of a grouping and each child's standing on them. */
function unitsOf(children: ChildNeeds[], by: GroupBy): { units: Unit[]; standing: Map<number, ChildUnit[]> } {
  const units = new Map<string, Unit>();
  for (const c of children[0]?.concepts ?? []) {
    const id = by === 'competency' && c.competency ? c.competency : String(c.concept_id);
    const tag = by === 'competency' ? competencyTag(c.competency) : null;
    const unit = units.get(id) ?? { id, name: tag ? tag.words.en : c.concept_name, competency: c.competency, conceptIds: [] };
    unit.conceptIds.push(c.concept_id);
    units.set(id, unit);
  }
  const standing = new Map<number, ChildUnit[]>();
  for (const child of children) {
    const byConcept = new Map(child.concepts.map((c) => [c.concept_id, c]));
    standing.set(
      child.student_id,
      [...units.values()].map((unit) => {
        const known = unit.conceptIds.map((id) => byConcept.get(id)!).filter((c) => c.known);
        return {
          unit,
          estimate: known.length === 0 ? null : Math.round(known.reduce((s, c) => s + c.estimate, 0) / known.length),
          need: known.some((c) => !c.mastered && c.estimate < c.required_score),
        };
      }),
    );
  }
  return { units: [...units.values()], standing };
}

const compareUnits = (a: Unit, b: Unit) => compareNames(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

type KnownUnit = ChildUnit & { estimate: number };

/** A child's known units, weakest first (ties: name, then id). */
function knownUnits(standing: ChildUnit[]): KnownUnit[] {
  return standing
    .filter((s): s is KnownUnit => s.estimate !== null)
    .sort((a, b) => a.estimate - b.estimate || compareUnits(a.unit, b.unit));
}

/** A child's needs: the known units below the required score, weakest first. */
const needsOf = (standing: ChildUnit[]) => knownUnits(standing).filter((s) => s.need);

/** The groups' sizes: 3-5 groups in all, about 6 children each, never more groups than needs or children. */
export const GROUPS = { min: 3, max: 5, childrenPerGroup: 6, secondaryFoci: 2 } as const;

export interface PlannedGroup {
  kind: 'need' | 'ready' | 'evidence';
  focus: Unit[];
  studentIds: number[];
}

/**
 * The grouping (docs/staff-workspace.md "Groups by need"):
 * 1. children the model can tell nothing about on any unit (`known`) form the "not enough answers yet" group;
 *    children it knows to reach the required score on everything it can tell form "ready for more";
 * 2. every other child's weakest unit is their lowest known estimate below the required score;
 * 3. the number of need groups is 3-5 groups in all (about 6 children a group), minus the two above,
 *    at least 1, at most the number of different weakest units;
 * 4. the foci are the weakest units named by the most children (ties: lower mean estimate, then name);
 * 5. a child whose weakest unit is not a focus joins the focus among their needs, else the focus they have
 *    the lowest known estimate on, else the smallest group;
 * 6. each group's focus adds up to two more needs shared by its children (by how many, then mean estimate).
 */
export function planGroups(
  children: ChildNeeds[],
  by: GroupBy,
): { groups: PlannedGroup[]; units: Unit[]; standing: Map<number, ChildUnit[]> } {
  const { units, standing } = unitsOf(children, by);
  const evidence: number[] = [];
  const ready: number[] = [];
  const weakest = new Map<number, KnownUnit[]>();
  for (const child of children) {
    const own = standing.get(child.student_id)!;
    const needs = needsOf(own);
    if (needs.length > 0) weakest.set(child.student_id, needs);
    else (knownUnits(own).length === 0 ? evidence : ready).push(child.student_id);
  }
  const votes = new Map<string, { unit: Unit; ids: number[]; sum: number }>();
  for (const [id, needs] of weakest) {
    const v = votes.get(needs[0].unit.id) ?? { unit: needs[0].unit, ids: [], sum: 0 };
    v.ids.push(id);
    v.sum += needs[0].estimate;
    votes.set(needs[0].unit.id, v);
  }
  const wanted = Math.min(GROUPS.max, Math.max(GROUPS.min, Math.ceil(children.length / GROUPS.childrenPerGroup)));
  const others = Number(evidence.length > 0) + Number(ready.length > 0);
  const needGroups = Math.min(votes.size, Math.max(1, wanted - others));
  const foci = [...votes.values()]
    .sort((a, b) => b.ids.length - a.ids.length || a.sum / a.ids.length - b.sum / b.ids.length || compareUnits(a.unit, b.unit))
    .slice(0, needGroups);
  const members = new Map(foci.map((f) => [f.unit.id, [...f.ids]]));
  const order = new Map(children.map((c, i) => [c.student_id, i]));
  const rest = [...weakest.keys()].filter((id) => !members.has(weakest.get(id)![0].unit.id)).sort((a, b) => order.get(a)! - order.get(b)!);
  for (const id of rest) {
    const own = weakest.get(id)!.find((s) => members.has(s.unit.id)) ?? knownUnits(standing.get(id)!).find((s) => members.has(s.unit.id));
    const target = own
      ? own.unit.id
      : foci.map((f) => f.unit.id).reduce((best, u) => (members.get(u)!.length < members.get(best)!.length ? u : best));
    members.get(target)!.push(id);
  }
  const groups: PlannedGroup[] = foci.map((f) => {
    const ids = members.get(f.unit.id)!.sort((a, b) => order.get(a)! - order.get(b)!);
    const also = new Map<string, { unit: Unit; n: number; sum: number }>();
    for (const id of ids)
      for (const s of needsOf(standing.get(id)!).slice(0, 3)) {
        if (s.unit.id === f.unit.id) continue;
        const a = also.get(s.unit.id) ?? { unit: s.unit, n: 0, sum: 0 };
        a.n++;
        a.sum += s.estimate;
        also.set(s.unit.id, a);
      }
    const secondary = [...also.values()]
      .sort((a, b) => b.n - a.n || a.sum / a.n - b.sum / b.n || compareUnits(a.unit, b.unit))
      .slice(0, GROUPS.secondaryFoci)
      .map((a) => a.unit);
    return { kind: 'need', focus: [f.unit, ...secondary], studentIds: ids };
  });
  if (ready.length > 0) groups.push({ kind: 'ready', focus: [], studentIds: ready });
  if (evidence.length > 0) groups.push({ kind: 'evidence', focus: [], studentIds: evidence });
  return { groups, units, standing };
}

/** The subject a library activity of `area` is best assigned from: the one named like it, else the first. */
function subjectFor(area: string | null, subjects: { id: number; name: string }[]): number | null {
  const patterns: Record<string, RegExp> = {
    filipino: /filipino|tagalog|wika/i,
    english: /english|ingles/i,
    mathematics: /math|matematika|numbers|bilang/i,
    tracing: /writ|trac|sulat|bakat/i,
  };
  const re = area ? patterns[area] : undefined;
  return (re && subjects.find((s) => re.test(s.name))?.id) ?? subjects[0]?.id ?? null;
}

/** The section's groups by need, for a staff member who may see the section (404 otherwise). */
export async function sectionGroups(ctx: AppContext, actor: StaffActor, sectionId: number, by: GroupBy): Promise<GroupsResponse> {
  const section = await sectionForActor(ctx.db, actor, sectionId);
  const now = ctx.clock.now();
  const [children, candidates, subjects] = await Promise.all([
    weakestConceptsPerChild(ctx.db, section, now),
    q.candidateActivities(ctx.db, section),
    q.sectionSubjects(ctx.db, section),
  ]);
  const { groups, units, standing } = planGroups(children, by);
  const names = new Map(children.map((c) => [c.student_id, c.student_name]));
  const allConcepts = units.flatMap((u) => u.conceptIds);

  const present = (g: PlannedGroup): NeedGroup => {
    const first = g.focus[0];
    const estimateOn = (id: number, unit: Unit) => standing.get(id)!.find((s) => s.unit.id === unit.id)?.estimate ?? null;
    const focus = g.focus.map((unit) => {
      const known = g.studentIds.map((id) => estimateOn(id, unit)).filter((e): e is number => e !== null);
      return {
        id: unit.id,
        name: unit.name,
        estimate: known.length ? Math.round(known.reduce((s, e) => s + e, 0) / known.length) : null,
        competency: competencyTag(unit.competency),
      };
    });
    const students = g.studentIds.map((id) => ({
      student_id: id,
      student_name: names.get(id)!,
      estimate: first ? estimateOn(id, first) : null,
    }));
    if (first) students.sort((a, b) => (a.estimate ?? 101) - (b.estimate ?? 101) || compareNames(a.student_name, b.student_name));
    // An activity practising the first focus comes first, then the one covering most of the focus; a
    // teacher's own before the library's; then by title and id.
    const wanted = new Set(g.focus.length ? g.focus.flatMap((u) => u.conceptIds) : allConcepts);
    const primary = new Set(first?.conceptIds ?? []);
    const suggestions = candidates
      .map((a) => ({
        a,
        covers: a.concept_ids.filter((c) => wanted.has(c)).length,
        hitsFirst: a.concept_ids.some((c) => primary.has(c)),
      }))
      .filter((x) => x.covers > 0)
      .sort(
        (x, y) =>
          Number(y.hitsFirst) - Number(x.hitsFirst) ||
          y.covers - x.covers ||
          Number(x.a.is_prebuilt) - Number(y.a.is_prebuilt) ||
          compareNames(x.a.title, y.a.title) ||
          x.a.id - y.a.id,
      )
      .slice(0, 3)
      .map(({ a, covers }) => ({
        activity_id: a.id,
        title: a.title,
        is_prebuilt: a.is_prebuilt,
        subject_id: a.is_prebuilt ? subjectFor(a.area, subjects) : a.subject_id,
        covers,
      }));
    return { key: g.kind === 'need' ? `need-${first.id}` : g.kind, kind: g.kind, focus, students, suggestions };
  };

  return { section_id: section.id, section_name: section.name, by, subjects, groups: groups.map(present) };
}
