/**
 * The school's join code and join requests (issue 20 item 3). A teacher who registered alone is not yet
 * in a school (users.in_school false, a private placeholder organization); they type a school's join code,
 * which makes a pending request; an admin of that school approves (the teacher moves into the school) or
 * refuses it.
 */
import { CLASS_CODE_ALPHABET, JOIN_CODE_LENGTH, type JoinRequest, type Language, type MyJoinRequestResponse } from '@aralin/contract';
import type { AppContext } from '../../context';
import { audit, auditStaff } from '../../lib/audit';
import { conflict, notFound } from '../../lib/app-error';
import { randomFrom } from '../../lib/crypto';
import type { StaffActor } from '../../plugins/auth';
import { sqlState } from '../../plugins/errors';
import { attempt, hit, LIMITS } from '../../plugins/rate-limit';
import { joinDecisionMail } from './joining.mail';
import * as q from './joining.queries';
import * as users from '../../db/users.queries';

const nameOf = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

/** Stores a new random join code for the school, retried on the rare collision. */
async function newJoinCode(ctx: AppContext, organizationId: number): Promise<string> {
  for (let i = 0; ; i++) {
    const code = randomFrom(CLASS_CODE_ALPHABET, JOIN_CODE_LENGTH);
    try {
      await q.setJoinCode(ctx.db, organizationId, code);
      return code;
    } catch (err) {
      if (sqlState(err) !== '23505' || i >= 5) throw err;
    }
  }
}

/** The school's join code, made the first time an admin asks for it. */
export async function getJoinCode(ctx: AppContext, admin: StaffActor): Promise<string> {
  return (await q.joinCodeOf(ctx.db, admin.organizationId)) ?? newJoinCode(ctx, admin.organizationId);
}

/** A new join code: the old one stops working at once (pending requests stay). */
export async function regenerateJoinCode(ctx: AppContext, admin: StaffActor): Promise<string> {
  const code = await newJoinCode(ctx, admin.organizationId);
  await auditStaff(ctx.db, admin, 'update', 'join-code', admin.organizationId);
  return code;
}

/** Whether the caller is in a school, and their latest request with its school's name. */
export async function myJoinRequest(ctx: AppContext, actor: StaffActor): Promise<MyJoinRequestResponse> {
  const row = await q.latestRequestOf(ctx.db, actor.id);
  return {
    in_school: actor.inSchool !== false,
    request: row
      ? {
          status: row.request.status,
          school_name: row.schoolName,
          created_at: row.request.createdAt.toISOString(),
          decided_at: row.request.decidedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * A teacher not yet in a school asks to join the school of a join code; a pending request of theirs is
 * replaced. Wrong codes are counted before the look-up (per account, per address and overall), so codes
 * can't be guessed. Returns the school's name.
 */
export async function requestToJoin(ctx: AppContext, actor: StaffActor, code: string, ip: string): Promise<string> {
  if (actor.inSchool !== false) throw conflict('alreadyInSchool');
  const tried = await attempt(
    ctx,
    LIMITS.joinCodeMissesPerAccount(actor.id),
    LIMITS.joinCodeMissesPerAddress(ip),
    LIMITS.joinCodeMissesGlobal(),
  );
  const school = await q.findSchoolByJoinCode(ctx.db, code);
  if (!school) throw notFound('joinCodeInvalid');
  await tried.succeeded();
  await hit(ctx, LIMITS.joinRequestsPerAccount(actor.id));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await q.cancelPending(tx, actor.id, now);
    const request = await q.insertJoinRequest(tx, { organizationId: school.id, userId: actor.id, createdAt: now });
    // In the asked school's log: its admins see who asked, and when.
    await audit(tx, {
      organizationId: school.id,
      actorType: 'staff',
      actorId: actor.id,
      action: 'join-request',
      entity: 'user',
      entityId: actor.id,
      details: { request_id: request.id, username: actor.username, email: actor.email },
      ip,
    });
  });
  return school.name;
}

/** Withdraws the caller's pending request; 404 when there is none. */
export async function cancelMyJoinRequest(ctx: AppContext, actor: StaffActor): Promise<void> {
  if (!(await q.cancelPending(ctx.db, actor.id, ctx.clock.now()))) throw notFound();
}

/** The school's pending requests, oldest first. */
export async function listJoinRequests(ctx: AppContext, admin: StaffActor): Promise<JoinRequest[]> {
  return (await q.listPending(ctx.db, admin.organizationId)).map(({ request, user }) => ({
    id: request.id,
    username: user.username,
    email: user.email,
    name: nameOf(user),
    created_at: request.createdAt.toISOString(),
  }));
}

/**
 * Approves or refuses a pending request of the admin's school (another school's is 404; an answered one
 * 409). Approval moves the teacher into the school in one transaction (joining.queries moveTeacher) and
 * deletes their emptied placeholder organization. Their access tokens name the old organization and fail
 * once (401); the next refresh gives tokens of the school. The teacher is told by email.
 */
export async function decideJoinRequest(ctx: AppContext, admin: StaffActor, id: number, approve: boolean, lang: Language): Promise<string> {
  const now = ctx.clock.now();
  const teacher = await ctx.db.transaction(async (tx) => {
    const row = await q.lockRequest(tx, admin.organizationId, id);
    if (!row) throw notFound();
    if (row.request.status !== 'pending') throw conflict('joinRequestAnswered');
    const user = row.user;
    if (approve) {
      if (user.inSchool || !user.isActive) throw conflict('joinRequestAnswered');
      const placeholder = user.organizationId;
      await q.moveTeacher(tx, user.id, placeholder, admin.organizationId, now);
      await q.dropPlaceholder(tx, placeholder);
    }
    await q.decide(tx, id, approve ? 'approved' : 'refused', admin.id, now);
    await auditStaff(tx, admin, approve ? 'approve' : 'refuse', 'teacher', user.id, { request_id: id, username: user.username });
    return user;
  });
  const school = await q.schoolName(ctx.db, admin.organizationId);
  const fresh = await users.findUserById(ctx.db, teacher.id);
  await ctx.mailer.send(joinDecisionMail(lang, teacher.email, teacher.username, school, approve, `${ctx.config.publicUrl}/teacher-login`));
  return nameOf(fresh ?? teacher);
}
