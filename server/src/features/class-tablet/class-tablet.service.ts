/**
 * Class tablet mode (issue 13 item 4; docs/student-app.md 'Class tablet mode'). A teacher signed in on the
 * shared tablet turns it on for one of their classes with a PIN; the tablet then keeps the class code, a
 * key naming the class, and the PIN's hash (to check it offline). The key is an HMAC of the class's id
 * with the app secret: nothing to store, and it answers only for that class's own children.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ClassTabletResponse, ClassTabletTodayResponse, TabletPinCheck } from '@aralin/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { auditStaff } from '../../lib/audit';
import { hmac, safeEqual } from '../../lib/crypto';
import type { StaffActor } from '../../plugins/auth';
import { attempt, hit, LIMITS, type Limit } from '../../plugins/rate-limit';
import type { Caller } from '../account/account.service';
import { sectionForActor } from '../sections/sections.service';

const pbkdf2 = promisify(crypto.pbkdf2);

/**
 * PBKDF2-SHA-256, which the tablet's browser computes too (Web Crypto) to check the PIN offline. 200,000
 * rounds: a few hundred ms on a cheap tablet, and a million 6-digit PINs cost hours to try on a computer.
 */
const ITERATIONS = 200_000;

const MIN = 60;
/** Wrong PINs: 5 per tablet class and 20 per address every 15 minutes; a child pressing digits is stopped. */
const pinMissesPerClass = (sectionId: number): Limit => ({ key: `tablet-pin-miss:sec:${sectionId}`, max: 5, windowSeconds: 15 * MIN });
const pinMissesPerAddress = (ip: string): Limit => ({ key: `tablet-pin-miss:ip:${ip}`, max: 20, windowSeconds: 15 * MIN });

async function hashPin(pin: string, salt: string, iterations: number): Promise<string> {
  return (await pbkdf2(pin, Buffer.from(salt, 'base64url'), iterations, 32, 'sha256')).toString('base64url');
}

/** `pbkdf2-sha256$<iterations>$<salt>$<hash>`, what `sections.tablet_pin_hash` holds. */
function encodePin(check: TabletPinCheck): string {
  return `pbkdf2-sha256$${check.iterations}$${check.salt}$${check.hash}`;
}

function decodePin(stored: string | null): TabletPinCheck | undefined {
  const [kind, iterations, salt, hash] = (stored ?? '').split('$');
  if (kind !== 'pbkdf2-sha256' || !salt || !hash || !/^\d+$/.test(iterations ?? '')) return undefined;
  return { iterations: Number(iterations), salt, hash };
}

function keyOf(ctx: AppContext, sectionId: number): string {
  return `${sectionId}.${hmac(ctx.secret, `class-tablet:${sectionId}`)}`;
}

/** The class a key names, or 404 `tabletKeyInvalid` (a forged key, or the class was deleted). */
async function sectionOfKey(ctx: AppContext, key: string): Promise<{ id: number; pin: string | null }> {
  const [id] = key.split('.');
  const sectionId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  if (!sectionId || !safeEqual(key, keyOf(ctx, sectionId))) throw notFound('tabletKeyInvalid');
  const { rows } = await ctx.db.execute<{ id: number; pin: string | null }>(
    sql`select id, tablet_pin_hash as pin from sections where id = ${sectionId} and deleted_at is null`,
  );
  if (!rows[0]) throw notFound('tabletKeyInvalid');
  return rows[0];
}

/**
 * Turns the teacher's device into the class's tablet: the PIN given becomes the class's tablet PIN (for
 * every tablet of the class; one PIN per class), and the tablet gets its key and the PIN's check.
 */
export async function startClassTablet(ctx: AppContext, actor: StaffActor, sectionId: number, pin: string): Promise<ClassTabletResponse> {
  const section = await sectionForActor(ctx.db, actor, sectionId);
  const salt = crypto.randomBytes(16).toString('base64url');
  const check = { salt, iterations: ITERATIONS, hash: await hashPin(pin, salt, ITERATIONS) };
  await ctx.db.execute(sql`update sections set tablet_pin_hash = ${encodePin(check)} where id = ${section.id}`);
  await auditStaff(ctx.db, actor, 'update', 'class_tablet', section.id);
  return { code: section.classCode, key: keyOf(ctx, section.id), pin_check: check };
}

/** The class's children who answered at least once today, for the tablet's profile grid. */
export async function playedToday(ctx: AppContext, caller: Caller, key: string): Promise<ClassTabletTodayResponse> {
  await hit(ctx, LIMITS.classCodePerAddress(caller.ip));
  const section = await sectionOfKey(ctx, key);
  const now = ctx.clock.now().toISOString();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    with day as (
      select date_trunc('day', ${now}::timestamptz at time zone o.timezone) at time zone o.timezone as start
      from sections sec join organizations o on o.id = sec.organization_id where sec.id = ${section.id})
    select s.id from students s, day
    where s.section_id = ${section.id} and exists (
      select 1 from attempts a where a.student_id = s.id and a.created_at >= day.start)
    order by s.id`);
  return { played_today: rows.map((r) => Number(r.id)) };
}

/** Checks the teacher's PIN to leave the mode; wrong PINs are counted and limited (429 past the limit). */
export async function leaveClassTablet(ctx: AppContext, caller: Caller, key: string, pin: string): Promise<void> {
  const section = await sectionOfKey(ctx, key);
  const tried = await attempt(ctx, pinMissesPerClass(section.id), pinMissesPerAddress(caller.ip));
  const check = decodePin(section.pin);
  const ok = check !== undefined && /^\d{4,6}$/.test(pin) && safeEqual(await hashPin(pin, check.salt, check.iterations), check.hash);
  if (!ok) throw badRequest('tabletPinWrong', { pin: 'tabletPinWrong' });
  await tried.succeeded();
}
