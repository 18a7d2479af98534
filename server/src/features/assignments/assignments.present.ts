/** Assignment rows as the wire shapes of contract/assignments.ts and the Student Progress table. */
import type { ActivityStudentRow, Assignment, PrebuiltActivityCard } from '@aralin/contract';
import type { ActivityCardRow } from '../activities/activities.service';
import { presentCard } from '../activities/activities.present';
import type { AssignmentWithStudent } from './assignments.queries';

export function presentAssignment({ assignment: a, studentName }: AssignmentWithStudent): Assignment {
  return {
    id: a.id,
    student_id: a.studentId,
    student_name: studentName,
    subject_id: a.subjectId,
    status: a.status,
    score: a.score,
    assigned_at: a.assignedAt.toISOString(),
    completed_at: a.completedAt?.toISOString() ?? null,
  };
}

/** One row of the activity page's Student Progress table (spec §3 'Activity student progress'). */
export function presentProgressRow(row: AssignmentWithStudent): ActivityStudentRow {
  const { subject_id: _subject, ...rest } = presentAssignment(row);
  return rest;
}

export function presentPrebuilt(card: ActivityCardRow, assigned: number[], totalStudents: number, levels: string[]): PrebuiltActivityCard {
  return {
    ...presentCard(card),
    assigned_count: assigned.length,
    total_students: totalStudents,
    assigned_student_ids: assigned,
    difficulty_levels: levels,
  };
}
