/** Every query of the class list feature that the students and sections queries don't already have. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { students } from '../../db/schema';

/** Which of these LRNs a child of the school already has. */
export async function takenLrns(tx: Tx, organizationId: number, lrns: string[]): Promise<Set<string>> {
  if (lrns.length === 0) return new Set();
  const rows = await tx
    .select({ lrn: students.lrn })
    .from(students)
    .where(and(eq(students.organizationId, organizationId), isNotNull(students.lrn), inArray(students.lrn, lrns)));
  return new Set(rows.map((r) => r.lrn!));
}
