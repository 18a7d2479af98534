/** A child's completion on the dashboard (spec §9), from the one rule in the contract. */
import { completionPercent } from '@aralin/contract';

/** completed ÷ total, rounded, 0 when nothing is assigned. */
export function studentCompletion(student: { completed_activities: number; total_activities: number }): number {
  return completionPercent(student.completed_activities, student.total_activities);
}
