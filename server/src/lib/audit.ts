/** The audit log: who created, changed or deleted what. */
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Writes one audit entry inside the caller's transaction. */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** What a staff member did, for {@link auditStaff}. */
export type StaffAuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'deactivate'
  | 'restore'
  | 'reassign'
  | 'unlock'
  | 'download'
  | 'view'
  | 'export'
  | 'erase'
  | 'erase-request'
  | 'approve'
  | 'refuse';

/** Writes one audit entry for a staff member's create, update or delete inside the caller's transaction. */
export async function auditStaff(
  tx: Tx,
  actor: { id: number; organizationId: number },
  action: StaffAuditAction,
  entity: string,
  entityId: number | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await audit(tx, {
    organizationId: actor.organizationId,
    actorType: 'staff',
    actorId: actor.id,
    action,
    entity,
    entityId,
    details: details ?? null,
  });
}
