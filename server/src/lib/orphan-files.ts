/**
 * Uploaded files nothing refers to any more, removed after a grace period (issue 18 item 2): a picture
 * uploaded for a question that was never saved, a replaced avatar left behind by a failed request. A
 * stored file is kept while any of these name it: a staff avatar, a school's recording of the library, a section's cover, an activity's picture
 * or printable PDF, or any text of an activity or question (lesson material, pictures and recordings in
 * extra_data, which hold 'files/<key>'). Run once a day by the server (main.ts), and logged.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { fileStore } from './file-store';

/** How long an unreferenced upload is kept: long enough for a teacher to finish a question started today. */
export const ORPHAN_GRACE_HOURS = 72;

/**
 * Whether a stored file may still be served (issue 18: files of deleted things stop being served): it was
 * uploaded within the grace period (a picture shown while its question is being written), or something
 * that is not deleted names it: a staff avatar, a section's cover, an activity's picture, printable PDF,
 * lesson material or extra data, or a question of an activity that is not deleted. The cheap checks come
 * first; the questions are looked through only in the file's own school.
 */
export async function fileIsLive(
  ctx: AppContext,
  file: { id: number; key: string; organizationId: number | null; createdAt: Date },
  graceHours = ORPHAN_GRACE_HOURS,
): Promise<boolean> {
  if (file.createdAt.getTime() > ctx.clock.now().getTime() - graceHours * 3600 * 1000) return true;
  const org = file.organizationId ?? -1;
  const { rows } = await ctx.db.execute<{ live: boolean }>(sql`
    select exists (select 1 from users u where u.avatar_key = ${file.key})
      or exists (select 1 from library_recordings l where l.file_key = ${file.key})
      or exists (select 1 from sections s where s.cover_key = ${file.key} and s.deleted_at is null)
      or exists (select 1 from activities a where a.organization_id = ${org} and a.deleted_at is null
        and (a.image_key = ${file.key} or a.printable_pdf_id = ${file.id}
          or strpos(a.lesson_material, ${file.key}) > 0 or strpos(a.extra_data::text, ${file.key}) > 0))
      or exists (select 1 from questions q join activities a on a.id = q.activity_id
        where q.organization_id = ${org} and a.deleted_at is null
          and (strpos(q.extra_data::text, ${file.key}) > 0 or strpos(q.question_text, ${file.key}) > 0)) as live`);
  return rows[0]?.live === true;
}

/** Removes the stored files older than the grace period that nothing names; answers how many and their bytes. */
export async function removeOrphanFiles(ctx: AppContext, graceHours = ORPHAN_GRACE_HOURS): Promise<{ files: number; bytes: number }> {
  const before = new Date(ctx.clock.now().getTime() - graceHours * 3600 * 1000);
  const { rows } = await ctx.db.execute<{ key: string; size: string }>(sql`
    select f.key, f.size_bytes as size from stored_files f
    where f.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from users u where u.avatar_key = f.key)
      and not exists (select 1 from library_recordings l where l.file_key = f.key)
      and not exists (select 1 from sections s where s.cover_key = f.key)
      and not exists (select 1 from activities a where a.image_key = f.key or a.printable_pdf_id = f.id
        or strpos(a.lesson_material, f.key) > 0 or strpos(a.extra_data::text, f.key) > 0)
      and not exists (select 1 from questions q where strpos(q.extra_data::text, f.key) > 0
        or strpos(q.question_text::text, f.key) > 0)
    limit 10000`);
  const store = fileStore(ctx);
  let bytes = 0;
  for (const row of rows) {
    await store.remove(row.key);
    bytes += Number(row.size);
  }
  if (rows.length > 0) ctx.log.info({ files: rows.length, bytes }, 'removed uploaded files nothing refers to');
  return { files: rows.length, bytes };
}
