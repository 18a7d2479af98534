/**
 * Class tablet mode (issue 13 item 4): one shared tablet stays on one class; each child plays and is signed
 * out again; the teacher's PIN leaves the mode. And the stroke summary of a child's tracing tries (item 6).
 */
import { z } from 'zod';

/** A class tablet PIN: 4 to 6 digits, only for the tablet (not a password). */
export const TabletPin = z.string({ message: 'tabletPinFormat' }).regex(/^\d{4,6}$/, 'tabletPinFormat');

/** POST /management/sections/{id}/class-tablet/: turns this device into the class's tablet with a new PIN. */
export const ClassTabletBody = z.object({ pin: TabletPin });
export type ClassTabletBody = z.input<typeof ClassTabletBody>;

/**
 * How the tablet checks the PIN while it has no connection: PBKDF2-SHA-256 of the PIN with this salt and
 * count, the same hash the server keeps (docs/student-app.md 'Class tablet mode').
 */
export const TabletPinCheck = z.object({ salt: z.string(), iterations: z.number().int(), hash: z.string() });
export type TabletPinCheck = z.infer<typeof TabletPinCheck>;

/** What a class tablet keeps: its class code, its key (for who played today and leaving) and the PIN check. */
export const ClassTabletResponse = z.object({ code: z.string(), key: z.string(), pin_check: TabletPinCheck });
export type ClassTabletResponse = z.infer<typeof ClassTabletResponse>;

const TabletKey = z.string({ message: 'tabletKeyInvalid' }).min(1, 'tabletKeyInvalid').max(200, 'tabletKeyInvalid');

/** POST /students/class-tablet/today/ */
export const ClassTabletTodayBody = z.object({ key: TabletKey });
export type ClassTabletTodayBody = z.input<typeof ClassTabletTodayBody>;

/** The children of the class who answered at least once today (the school's day, Asia/Manila). */
export const ClassTabletTodayResponse = z.object({ played_today: z.array(z.number()) });
export type ClassTabletTodayResponse = z.infer<typeof ClassTabletTodayResponse>;

/** POST /students/class-tablet/leave/: the teacher's PIN ends the mode on this tablet. */
export const ClassTabletLeaveBody = z.object({ key: TabletKey, pin: z.string({ message: 'tabletPinWrong' }).max(20, 'tabletPinWrong') });
export type ClassTabletLeaveBody = z.input<typeof ClassTabletLeaveBody>;

/** One drawn stroke of a tracing try: the letter's stroke it traced (1..n), its start and direction. */
export const DrawnStrokeSummary = z.object({ stroke: z.number(), start_ok: z.boolean(), reversed: z.boolean() });

/** One tracing try with how it was written (issue 13 item 6). */
export const TracingTry = z.object({
  id: z.number(),
  /** The letter, digit or shape traced ('A', 'ng', 'circle'). */
  target: z.string(),
  activity_title: z.string(),
  accuracy: z.number().nullable(),
  passed: z.boolean(),
  /** How many strokes the letter has. */
  strokes_total: z.number(),
  strokes: z.array(DrawnStrokeSummary),
  order_ok: z.boolean(),
  at: z.string(),
});
export type TracingTry = z.infer<typeof TracingTry>;

/** GET /management/students/{id}/tracing-tries/: the newest 20 tracing tries, newest first. */
export const TracingTriesResponse = z.array(TracingTry);
export type TracingTriesResponse = z.infer<typeof TracingTriesResponse>;
