/**
 * Who is calling: the bearer access token names a staff user or a student, whose row is read on every
 * request so that a deactivated or deleted account stops at once. Route guards enforce spec §6 roles.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { students, users } from '../db/schema';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../lib/app-error';
import { verifyAccessToken } from '../lib/tokens';

export interface StaffActor {
  kind: 'staff';
  id: number;
  organizationId: number;
  role: 'admin' | 'teacher';
  isAdmin: boolean;
  /** False for a teacher who registered alone and is not yet part of a school (issue 20 item 3). */
  inSchool?: boolean;
  username: string;
  email: string;
  /** The refresh-token family of the access token (absent on tokens made by tests). */
  sessionId?: string;
}

export interface StudentActor {
  kind: 'student';
  id: number;
  organizationId: number;
  sectionId: number | null;
  name: string;
  sessionId?: string;
  /** The account's token version the token claims, when the route checks it itself (studentReadInCall). */
  tokenVersion?: number;
}

export type Actor = StaffActor | StudentActor;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the student itself in its first round trip (the play calls, issue 11) and refuses a
     * token whose child is gone: a student token is taken as it reads, without the hook's own read.
     */
    studentReadInCall?: boolean;
    /**
     * A staff call a teacher not yet in a school may make (their own profile and sessions, their join
     * request). Every other staff call refuses them with 403 'notInSchool' (issue 20 item 3).
     */
    outsideSchool?: boolean;
  }
}

const ACTIVITY_EVERY = sql`interval '5 minutes'`;

/**
 * Whether the session of a token is still live, read with the actor: a revoked family (logout, a new
 * password, sign out everywhere) fails the token at its next request (issue 17 item 5).
 */
const sessionLive = (sessionId: string | undefined) =>
  sessionId
    ? sql<boolean>`exists (select 1 from refresh_tokens where family_id = ${sessionId}::uuid and revoked_at is null)`
    : sql<boolean>`true`;

/** Reads the bearer token into request.actor (null when absent or invalid). */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const principal = await verifyAccessToken(ctx.secret, header.slice(7).trim(), ctx.clock.now());
    if (!principal) {
      req.actor = null;
      (req as FastifyRequest & { badToken?: boolean }).badToken = true;
      return;
    }
    if (principal.kind === 'staff') {
      const [row] = await ctx.db
        .select({
          id: users.id,
          organizationId: users.organizationId,
          role: users.role,
          isActive: users.isActive,
          inSchool: users.inSchool,
          username: users.username,
          email: users.email,
          tokenVersion: users.tokenVersion,
          live: sessionLive(principal.sessionId),
        })
        .from(users)
        .where(eq(users.id, principal.userId));
      if (!row || !row.isActive || row.organizationId !== principal.organizationId) return markBad(req);
      if (row.tokenVersion !== principal.version || !row.live) return markBad(req);
      req.actor = {
        kind: 'staff',
        id: row.id,
        organizationId: row.organizationId,
        role: row.role,
        isAdmin: row.role === 'admin',
        inSchool: row.inSchool,
        username: row.username,
        email: row.email,
        ...(principal.sessionId ? { sessionId: principal.sessionId } : {}),
      };
      touch(ctx, 'staff', row.id);
    } else if (req.routeOptions.config?.studentReadInCall) {
      // As the token reads; the call's first message checks the child, the version and the session (play.tx.ts).
      req.actor = {
        kind: 'student',
        id: principal.studentId,
        organizationId: principal.organizationId,
        sectionId: null,
        name: '',
        tokenVersion: principal.version ?? 0,
        ...(principal.sessionId ? { sessionId: principal.sessionId } : {}),
      };
      touch(ctx, 'student', principal.studentId);
    } else {
      const [row] = await ctx.db
        .select({
          id: students.id,
          organizationId: students.organizationId,
          sectionId: students.sectionId,
          name: students.name,
          tokenVersion: students.tokenVersion,
          live: sessionLive(principal.sessionId),
        })
        .from(students)
        .where(eq(students.id, principal.studentId));
      if (!row || row.organizationId !== principal.organizationId) return markBad(req);
      if (row.tokenVersion !== principal.version || !row.live) return markBad(req);
      const { tokenVersion: _v, live: _l, ...student } = row;
      req.actor = { kind: 'student', ...student, ...(principal.sessionId ? { sessionId: principal.sessionId } : {}) };
      touch(ctx, 'student', row.id);
    }
  });
}

/**
 * When this process last wrote an account's last_activity_at (ms), so most requests skip the statement; per
 * context (one in a server process; each test file's app has its own database, and ids repeat across them).
 */
const touchedBy = new WeakMap<AppContext, Map<string, number>>();
const TOUCH_EVERY_MS = 60_000;

/**
 * Records that an account is active: last_activity_at is written at most every 5 minutes (the statement's
 * own rule, across processes), and this process sends the statement at most once a minute per account.
 */
function touch(ctx: AppContext, kind: 'staff' | 'student', id: number) {
  const key = `${kind}:${id}`;
  const now = Date.now();
  let touched = touchedBy.get(ctx);
  if (!touched) touchedBy.set(ctx, (touched = new Map()));
  const last = touched.get(key);
  if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
  if (touched.size > 100_000) touched.clear();
  touched.set(key, now);
  const stale = (at: typeof users.lastActivityAt | typeof students.lastActivityAt) =>
    or(isNull(at), lt(at, sql`now() - ${ACTIVITY_EVERY}`));
  const write =
    kind === 'staff'
      ? ctx.db
          .update(users)
          .set({ lastActivityAt: sql`now()` })
          .where(and(eq(users.id, id), stale(users.lastActivityAt)))
      : ctx.db
          .update(students)
          .set({ lastActivityAt: sql`now()` })
          .where(and(eq(students.id, id), stale(students.lastActivityAt)));
  write.catch((err: unknown) => ctx.log.warn({ err, account: key }, 'could not record the last activity'));
}

function markBad(req: FastifyRequest) {
  req.actor = null;
  (req as FastifyRequest & { badToken?: boolean }).badToken = true;
}

function noActor(req: FastifyRequest) {
  return unauthorized((req as FastifyRequest & { badToken?: boolean }).badToken ? 'invalidToken' : 'notSignedIn');
}

/**
 * The staff actor of a request, or 401/403. A teacher not yet in a school reaches only the routes marked
 * `outsideSchool`: nothing of any school is read or written for them (issue 20 item 3).
 */
export function staffOf(req: FastifyRequest): StaffActor {
  if (!req.actor) throw noActor(req);
  if (req.actor.kind !== 'staff') throw forbidden();
  if (req.actor.inSchool === false && !req.routeOptions.config?.outsideSchool) throw forbidden('notInSchool');
  return req.actor;
}

/** The student actor of a request, or 401/403. */
export function studentOf(req: FastifyRequest): StudentActor {
  if (!req.actor) throw noActor(req);
  if (req.actor.kind !== 'student') throw forbidden();
  return req.actor;
}

/** preHandler: anyone signed in, staff or student (each route then checks whose data it is). */
export async function requireSignedIn(req: FastifyRequest) {
  if (!req.actor) throw noActor(req);
}

/** preHandler: staff (admin or teacher) only. */
export async function requireStaff(req: FastifyRequest) {
  staffOf(req);
}

/** preHandler: admins only. */
export async function requireAdmin(req: FastifyRequest) {
  if (!staffOf(req).isAdmin) throw forbidden();
}

/** preHandler factory: a student reaching only their own data, named by a path parameter. */
export function requireSelfStudent(param: string) {
  return async (req: FastifyRequest) => {
    const me = studentOf(req);
    const value = (req.params as Record<string, string>)[param];
    if (String(me.id) !== String(value)) throw forbidden();
  };
}
