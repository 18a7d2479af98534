/** Every query of "Record the library" (issue 15 item 4). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { libraryRecordings, users } from '../../db/schema';

type Conn = Tx;

/** The school's recordings (or its recording of one clip) with the name of who recorded each. */
export function listRecordings(db: Conn, organizationId: number, clipId?: string) {
  return db
    .select({
      clipId: libraryRecordings.clipId,
      fileKey: libraryRecordings.fileKey,
      recordedAt: libraryRecordings.recordedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(libraryRecordings)
    .leftJoin(users, eq(users.id, libraryRecordings.recordedBy))
    .where(
      and(eq(libraryRecordings.organizationId, organizationId), clipId === undefined ? undefined : eq(libraryRecordings.clipId, clipId)),
    );
}

/** The school's recordings of some clips: clip id → file key (the one read a served listening item costs). */
export async function recordingKeys(db: Conn, organizationId: number, clipIds: string[]): Promise<Map<string, string>> {
  if (clipIds.length === 0) return new Map();
  const rows = await db
    .select({ clipId: libraryRecordings.clipId, fileKey: libraryRecordings.fileKey })
    .from(libraryRecordings)
    .where(and(eq(libraryRecordings.organizationId, organizationId), inArray(libraryRecordings.clipId, clipIds)));
  return new Map(rows.map((r) => [r.clipId, r.fileKey]));
}

/** The school's recording of a clip, locked until the transaction ends. */
export async function lockRecording(tx: Tx, organizationId: number, clipId: string) {
  const [row] = await tx
    .select()
    .from(libraryRecordings)
    .where(and(eq(libraryRecordings.organizationId, organizationId), eq(libraryRecordings.clipId, clipId)))
    .for('update');
  return row;
}

/** Keeps a recording of a clip for the school, replacing the one it had. */
export async function upsertRecording(tx: Tx, values: typeof libraryRecordings.$inferInsert) {
  await tx
    .insert(libraryRecordings)
    .values(values)
    .onConflictDoUpdate({
      target: [libraryRecordings.organizationId, libraryRecordings.clipId],
      set: { fileKey: values.fileKey, text: values.text, lang: values.lang, recordedBy: values.recordedBy, recordedAt: values.recordedAt },
    });
}

export async function deleteRecording(tx: Tx, id: number) {
  await tx.delete(libraryRecordings).where(eq(libraryRecordings.id, id));
}
