/** Queries of the Performance screen (spec §2 'Performance'): Concepts Overview, aggregated in SQL. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { liveAssignmentsOf, type SectionRef } from '../../db/section-students.queries';

export type ConceptStudentRow = {
  concept_id: number;
  concept_name: string;
  organization_id: number | null;
  required_score: number;
  student_id: number;
  student_name: string;
  /** The stored belief (null: never practised). */
  skill_mean: number | null;
  skill_sd: number | null;
  last_practiced_at: Date | string | null;
  /** Answers the belief rests on (null: never practised). */
  answers: number | null;
};

/**
 * Each concept taught to the section's children (the concept of a live assignment's activity, or of one
 * of its questions), one row per child now in the section assigned such an activity, with the child's
 * stored belief (issue 14): the service reads it with the learner model (mastery-read.ts) and counts.
 */
export async function sectionConcepts(tx: Tx, section: SectionRef): Promise<ConceptStudentRow[]> {
  const { rows } = await tx.execute<ConceptStudentRow>(sql`
    with assigned as (
      select distinct a.student_id, a.activity_id
      from ${liveAssignmentsOf(section)}
      join students st on st.id = a.student_id and st.organization_id = ${section.organizationId} and st.section_id = ${section.id}
      where a.unassigned_at is null
    ),
    taught as (
      select distinct x.student_id, c.concept_id
      from assigned x
      join activities ac on ac.id = x.activity_id
      cross join lateral (
        select ac.concept_id where ac.concept_id is not null
        union select q.concept_id from questions q where q.activity_id = ac.id and q.concept_id is not null
      ) c
    )
    select c.id as concept_id, c.name as concept_name, c.organization_id, c.required_score,
      t.student_id, st.name as student_name, cm.skill_mean, cm.skill_sd, cm.last_practiced_at, cm.answers
    from taught t
    join students st on st.id = t.student_id
    join concepts c on c.id = t.concept_id
    left join concept_mastery cm on cm.student_id = t.student_id and cm.concept_id = t.concept_id
    order by c.id, t.student_id`);
  return rows;
}
