/** Reads of groups by need (issue 13 item 1): the section's children, concepts, skills and activities. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { liveAssignmentsOf, type SectionRef } from '../../db/section-students.queries';

export type TaughtConcept = {
  id: number;
  name: string;
  required_score: number;
  competency: string | null;
};

/** The concepts taught to the section's children: of a live assignment's activity or of one of its questions. */
export async function taughtConcepts(tx: Tx, section: SectionRef): Promise<TaughtConcept[]> {
  const { rows } = await tx.execute<TaughtConcept>(sql`
    with assigned as (
      select distinct a.activity_id
      from ${liveAssignmentsOf(section)}
      join students st on st.id = a.student_id and st.organization_id = ${section.organizationId} and st.section_id = ${section.id}
      where a.unassigned_at is null
    ),
    taught as (
      select distinct c.concept_id
      from assigned x
      join activities ac on ac.id = x.activity_id
      cross join lateral (
        select ac.concept_id where ac.concept_id is not null
        union select q.concept_id from questions q where q.activity_id = ac.id and q.concept_id is not null
      ) c
    )
    select c.id, c.name, c.required_score, c.competency
    from taught t join concepts c on c.id = t.concept_id
    order by lower(c.name), c.id`);
  return rows;
}

export type ChildRow = {
  id: number;
  name: string;
};

/** The children now in the section. */
export async function sectionChildren(tx: Tx, section: SectionRef): Promise<ChildRow[]> {
  const { rows } = await tx.execute<ChildRow>(sql`
    select st.id, st.name from students st
    where st.organization_id = ${section.organizationId} and st.section_id = ${section.id}`);
  return rows;
}

export type SkillRow = {
  student_id: number;
  concept_id: number;
  skill_mean: number;
  skill_sd: number;
  last_practiced_at: Date | string | null;
  answers: number;
};

/** The learner model's stored beliefs of the section's children on these concepts. */
export async function sectionSkills(tx: Tx, section: SectionRef, conceptIds: number[]): Promise<SkillRow[]> {
  if (conceptIds.length === 0) return [];
  const { rows } = await tx.execute<SkillRow>(sql`
    select cm.student_id, cm.concept_id, cm.skill_mean, cm.skill_sd, cm.last_practiced_at, cm.answers
    from concept_mastery cm
    join students st on st.id = cm.student_id and st.organization_id = ${section.organizationId} and st.section_id = ${section.id}
    where cm.organization_id = ${section.organizationId}
      and cm.concept_id in (${sql.join(
        conceptIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return rows;
}

export type CandidateRow = {
  id: number;
  title: string;
  is_prebuilt: boolean;
  subject_id: number | null;
  area: string | null;
  concept_ids: number[];
};

/**
 * Activities a group could be given: the section's own (published, not deleted, of a live subject of the
 * section) and the library's, each with the concepts it practises (its own and its visible questions').
 */
export async function candidateActivities(tx: Tx, section: SectionRef): Promise<CandidateRow[]> {
  const { rows } = await tx.execute<CandidateRow>(sql`
    select ac.id, ac.title, ac.is_prebuilt, ac.subject_id, ac.extra_data->>'area' as area,
      array(
        select distinct x.concept_id from (
          select ac.concept_id
          union select q.concept_id from questions q where q.activity_id = ac.id and q.hidden_at is null
        ) x where x.concept_id is not null order by x.concept_id
      ) as concept_ids
    from activities ac
    left join subjects sb on sb.id = ac.subject_id
    where ac.deleted_at is null and ac.published_at is not null
      and (ac.is_prebuilt or (ac.organization_id = ${section.organizationId} and sb.section_id = ${section.id} and sb.deleted_at is null))`);
  return rows.map((r) => ({ ...r, concept_ids: (r.concept_ids ?? []).map(Number) }));
}

/** The section's live subjects, oldest first. */
export async function sectionSubjects(tx: Tx, section: SectionRef): Promise<{ id: number; name: string }[]> {
  const { rows } = await tx.execute<{ id: number; name: string }>(sql`
    select id, name from subjects
    where organization_id = ${section.organizationId} and section_id = ${section.id} and deleted_at is null
    order by id`);
  return rows;
}
