/** School days in the school's time zone (Asia/Manila for the demo): when "today" starts and ends. */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC at an instant, in milliseconds (Manila: +8 h, no daylight saving). */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the zone's calendar day containing `at` began, `daysAgo` days back. */
export function dayStart(timeZone: string, at: Date, daysAgo = 0): Date {
  const offset = zoneOffsetMs(timeZone, at);
  const local = at.getTime() + offset;
  const localMidnight = local - (((local % DAY) + DAY) % DAY) - daysAgo * DAY;
  return new Date(localMidnight - offset);
}

/** The zone's weekday of an instant: 0 Sunday … 6 Saturday. */
export function weekday(timeZone: string, at: Date): number {
  return new Date(at.getTime() + zoneOffsetMs(timeZone, at)).getUTCDay();
}

/**
 * The window in which children play on a day: 7:30 to 16:30 local. Today it ends a minute before now,
 * so nothing is in the future; very early in the day it shrinks to what has passed since midnight.
 */
export function playWindow(timeZone: string, now: Date, daysAgo: number): { start: Date; end: Date } {
  const midnight = dayStart(timeZone, now, daysAgo).getTime();
  let start = midnight + 7.5 * 60 * MINUTE;
  let end = midnight + 16.5 * 60 * MINUTE;
  if (daysAgo === 0) {
    end = Math.min(end, now.getTime() - MINUTE);
    if (end - start < 30 * MINUTE) start = Math.max(midnight, end - 30 * MINUTE);
    end = Math.max(end, start);
  }
  return { start: new Date(start), end: new Date(end) };
}
