/** Queries of the Performance screen (spec §2 'Performance'): Concepts Overview, aggregated in SQL. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { liveAssignmentsOf, type SectionRef } from '../../db/section-students.queries';

export type ConceptDbRow = {
  concept_id: number;
  concept_name: string;
  organization_id: number | null;
  required_score: number;
  total_students: number;
  students_mastered: number;
  average_mastery_score: number;
  needing: { student_id: number; student_name: string; mastery_score: number }[] | null;
};

/**
 * Each concept taught to the section's children (the concept of a live assignment's activity, or of one
 * of its questions), over the children now in the section assigned such an activity; mastery not yet
 * practised counts 0. Children below the required score come weakest first (ties by name, then id).
 */
export async function sectionConcepts(tx: Tx, section: SectionRef): Promise<ConceptDbRow[]> {
  const { rows } = await tx.execute<ConceptDbRow>(sql`
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
    ),
    scored as (
      select t.concept_id, t.student_id, st.name, coalesce(cm.mastery, 0) as mastery
      from taught t
      join students st on st.id = t.student_id
      left join concept_mastery cm on cm.student_id = t.student_id and cm.concept_id = t.concept_id
    )
    select c.id as concept_id, c.name as concept_name, c.organization_id, c.required_score,
      count(*)::int as total_students,
      (count(*) filter (where s.mastery >= c.required_score))::int as students_mastered,
      round(avg(s.mastery))::int as average_mastery_score,
      json_agg(json_build_object('student_id', s.student_id, 'student_name', s.name, 'mastery_score', s.mastery)
        order by s.mastery, s.student_id) filter (where s.mastery < c.required_score) as needing
    from scored s
    join concepts c on c.id = s.concept_id
    group by c.id
    order by lower(c.name), c.id`);
  return rows;
}
