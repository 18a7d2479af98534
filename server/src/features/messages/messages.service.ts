/**
 * Parents' messages to teachers (issue 7): contact-teacher stores them for the section's teacher; the
 * teacher reads them on the dashboard's messages panel and marks them read. Only the teacher a message is
 * addressed to reads or marks it through these calls; the dashboard also shows an admin a section's messages.
 */
import type { MessagesResponse, TeacherMessage } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import * as q from './messages.queries';
import { presentMessage } from './messages.present';

/** Messages listed at once: a panel, not an archive. */
export const MESSAGES_LIMIT = 100;
/** Messages the dashboard carries for one section. */
export const DASHBOARD_MESSAGES = 20;

/** GET /management/messages/: the caller's own messages, newest first, optionally one section's or unread only. */
export async function listOwnMessages(
  ctx: AppContext,
  actor: StaffActor,
  query: { section_id?: number; unread?: boolean },
): Promise<MessagesResponse> {
  if (query.section_id !== undefined) await sectionForActor(ctx.db, actor, query.section_id);
  const filter = { organizationId: actor.organizationId, teacherId: actor.id, sectionId: query.section_id };
  const [rows, unread] = await Promise.all([
    q.listMessages(ctx.db, { ...filter, unreadOnly: query.unread === true, limit: MESSAGES_LIMIT }),
    q.countUnread(ctx.db, actor.organizationId, actor.id, query.section_id),
  ]);
  return { messages: rows.map(presentMessage), unread_count: unread };
}

/** A section's messages to its teacher, for the dashboard (the section is already checked). */
export async function sectionMessages(tx: Tx, section: { id: number; organizationId: number; teacherId: number }) {
  const filter = { organizationId: section.organizationId, teacherId: section.teacherId, sectionId: section.id };
  const [rows, unread] = await Promise.all([
    q.listMessages(tx, { ...filter, limit: DASHBOARD_MESSAGES }),
    q.countUnread(tx, section.organizationId, section.teacherId, section.id),
  ]);
  return { messages: rows.map(presentMessage), unread };
}

/**
 * PATCH /management/messages/{id}/read/: marks a message read (again is harmless). Another school's:
 * 404; another teacher's: 404 for a teacher, 403 for an admin (who may see it but not read it for them).
 */
export async function markMessageRead(ctx: AppContext, actor: StaffActor, id: number): Promise<TeacherMessage> {
  const found = await q.findMessage(ctx.db, actor.organizationId, id);
  if (!found) throw notFound();
  if (found.teacherId !== actor.id) throw actor.isAdmin ? forbidden() : notFound();
  await q.markRead(ctx.db, id, ctx.clock.now());
  return presentMessage(await q.findMessage(ctx.db, actor.organizationId, id));
}
