/**
 * Per-child figures of a section, aggregated in SQL (one row per child, never one per attempt), shared
 * by the teacher dashboard, the Performance screen and the student-performance report.
 *
 * A "live assignment" of a section: not unassigned, its activity not deleted, given from a subject of
 * that section that is not deleted. Children are those in the section now.
 */
import { sql, type SQL } from 'drizzle-orm';
import { compareNames } from '@aralin/contract';
import type { Tx } from './client';

/** A section and its school (every query names the school too: the indexes, and later the shard key, lead with it). */
export interface SectionRef {
  id: number;
  organizationId: number;
}

/** The join that keeps only a section's live assignments (`a`), with their activity (`ac`). */
export const liveAssignmentsOf = (s: SectionRef): SQL => sql`
  assignments a
  join activities ac on ac.id = a.activity_id and ac.deleted_at is null
  join subjects sb on sb.id = a.subject_id and sb.deleted_at is null and sb.section_id = ${s.id}`;

export type StudentStatsRow = {
  id: number;
  name: string;
  completed: number;
  in_progress: number;
  not_started: number;
  total: number;
  /** Mean of best scores over completed assignments, rounded half up; null with none. */
  average_score: number | null;
  /**
   * With `latest` only: the same mean over the latest finished play of each completed assignment's activity
   * (issue 14 item 6: replays keep the best score); null with none.
   */
  latest_score?: number | null;
};

/**
 * Each child of the section with their assignments by status and their score, by name (compareNames);
 * `latest` adds latest_score (one index read of play_sessions per completed assignment).
 */
export async function sectionStudentStats(tx: Tx, section: SectionRef, latest = false): Promise<StudentStatsRow[]> {
  const { rows } = await tx.execute<StudentStatsRow>(sql`
    select st.id, st.name,
      (count(a.id) filter (where a.status = 'completed'))::int as completed,
      (count(a.id) filter (where a.status = 'in_progress'))::int as in_progress,
      (count(a.id) filter (where a.status = 'not_started'))::int as not_started,
      count(a.id)::int as total,
      round(avg(a.score) filter (where a.status = 'completed' and a.score is not null))::int as average_score${
        latest
          ? sql`,
      round(avg(coalesce(lp.score, a.score)) filter (where a.status = 'completed' and a.score is not null))::int as latest_score`
          : sql``
      }
    from students st
    left join (${liveAssignmentsOf(section)}) on a.student_id = st.id and a.unassigned_at is null${
      latest
        ? sql`
    left join lateral (select ps.score from play_sessions ps
      where ps.student_id = a.student_id and ps.activity_id = a.activity_id and ps.ended_at is not null and ps.score is not null
      order by ps.ended_at desc, ps.id desc limit 1) lp on a.status = 'completed'`
        : sql``
    }
    where st.organization_id = ${section.organizationId} and st.section_id = ${section.id}
    group by st.id`);
  return rows.sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
}
