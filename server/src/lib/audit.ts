/** The audit log: who created, changed or deleted what. */
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Writes one audit entry inside the caller's transaction. */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
