/**
 * Dates and times of the monitoring screens in the school's time zone (issue 7: "today" is the school's,
 * Asia/Manila by default), not the browser's.
 */
import type { Language } from '@aralin/contract';

/** The zone a school has until it sets another (issue 7). */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** The Intl locale of an interface language. */
export function localeOf(language: Language): string {
  return language === 'tl' ? 'fil-PH' : 'en-PH';
}

/** The zone when the browser knows it, else UTC. */
export function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar date (YYYY-MM-DD) of a moment in a time zone; UTC when the zone is unknown. */
export function dateInZone(at: Date | string, timeZone: string): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: knownZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A school date (YYYY-MM-DD) for people: 'Nov 17, 2026'. */
export function formatSchoolDate(date: string, language: Language): string {
  const moment = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(moment.getTime())) return date;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(moment);
}

export interface SchoolMoment {
  /** On the school's today: show the time alone. */
  isToday: boolean;
  time: string;
  date: string;
}

/** A moment in the school's time zone, told apart as today's (time only) or another day's (date and time). */
export function schoolMoment(at: string, timeZone: string, today: string, language: Language): SchoolMoment {
  const moment = new Date(at);
  const zone = knownZone(timeZone);
  const locale = localeOf(language);
  return {
    isToday: dateInZone(moment, zone) === today,
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(moment),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone }).format(moment),
  };
}
