/** A child's fortnight of play, day by day, and the concept mastery it leads to (pure, like history-sim.ts). */
import { nextMastery } from '../features/play/play.rules';
import type { Rng } from './prng';
import { playSession, type SimActivity, type SimChild, type SimSession } from './history-sim';

export interface SchoolDay {
  daysAgo: number;
  isSchoolDay: boolean;
  window: { start: Date; end: Date };
}

/**
 * The child's sessions, oldest first: on the days they came (always today when `playsToday`), one or
 * two sessions, mostly the next activity they have not finished, sometimes one played again.
 */
export function simulateChild(rng: Rng, child: SimChild, activities: SimActivity[], days: SchoolDay[], playsToday: boolean): SimSession[] {
  const order = rng.shuffle(activities);
  const running = new Map<number, number>();
  const sessions: SimSession[] = [];
  const played = new Map<number, number>();
  const completed = new Set<number>();
  for (const day of days) {
    const comes = day.daysAgo === 0 ? playsToday : rng.chance(day.isSchoolDay ? child.engagement : 0.08);
    const open = order.filter((a) => a.availableAt <= day.window.start);
    if (!comes || open.length === 0) continue;
    const count = rng.chance(0.3) ? 2 : 1;
    const span = day.window.end.getTime() - day.window.start.getTime();
    let cursor = day.window.start.getTime() + rng.next() * span * 0.6;
    const daySessions: SimSession[] = [];
    for (let i = 0; i < count; i++) {
      const next = open.find((a) => !completed.has(a.id));
      const activity = next && rng.chance(0.75) ? next : rng.pick(open);
      // Some children are in the middle of something new today: "in progress" on the dashboard.
      const leaves = day.daysAgo === 0 && i === count - 1 && activity === next && rng.chance(0.35);
      const session = playSession(rng, child, activity, running, new Date(cursor), played.get(activity.id) ?? 0, leaves);
      played.set(activity.id, (played.get(activity.id) ?? 0) + 1);
      if (session.endReason !== 'reset') completed.add(activity.id);
      daySessions.push({ ...session, daysAgo: day.daysAgo });
      cursor = session.endedAt.getTime() + rng.int(2, 30) * 60_000;
    }
    sessions.push(...fitInto(daySessions, day.window));
  }
  return sessions;
}

/** Squeezes a day's sessions into its window when they would run past it (today: never into the future). */
function fitInto(daySessions: SimSession[], window: { start: Date; end: Date }): SimSession[] {
  const last = daySessions[daySessions.length - 1];
  if (!last || last.endedAt <= window.end) return daySessions;
  const from = Math.min(daySessions[0].startedAt.getTime(), window.start.getTime());
  const scale = Math.max(0, window.end.getTime() - from) / Math.max(1, last.endedAt.getTime() - from);
  const move = (d: Date) => new Date(from + (d.getTime() - from) * scale);
  return daySessions.map((s) => ({
    ...s,
    startedAt: move(s.startedAt),
    endedAt: move(s.endedAt),
    attempts: s.attempts.map((a) => ({ ...a, createdAt: move(a.createdAt) })),
    outcomes: s.outcomes.map((o) => ({ ...o, at: move(o.at) })),
  }));
}

export interface MasteryState {
  mastery: number;
  answers: number;
  correct: number;
  lastPracticedAt: Date;
  /** When mastery first reached the concept's required score. */
  masteredAt: Date | null;
}

/** Each concept's mastery after the sessions, as the play engine keeps it (concept_mastery). */
export function masteryFrom(sessions: SimSession[]): Map<number, MasteryState> {
  const result = new Map<number, MasteryState>();
  for (const s of sessions) {
    for (const { outcome, at } of s.outcomes) {
      const m = result.get(s.activity.conceptId) ?? { mastery: 0, answers: 0, correct: 0, lastPracticedAt: at, masteredAt: null };
      m.mastery = nextMastery(m.mastery, outcome);
      m.answers += 1;
      m.correct += outcome === 'missed' ? 0 : 1;
      m.lastPracticedAt = at;
      if (!m.masteredAt && m.mastery >= s.activity.requiredScore) m.masteredAt = at;
      result.set(s.activity.conceptId, m);
    }
  }
  return result;
}
