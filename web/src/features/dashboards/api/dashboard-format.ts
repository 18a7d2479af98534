/** Dates, times and completion of the monitoring screens, in the school's time zone (issue 7). */
import { completionPercent, type Language } from '@aralin/contract';
import { dateInZone } from '../../../lib/report-download';

/** The Intl locale of an interface language. */
export function localeOf(language: Language): string {
  return language === 'tl' ? 'fil-PH' : 'en-PH';
}

/** A school date (YYYY-MM-DD) for people: 'Nov 17, 2026'. */
export function formatSchoolDate(date: string, language: Language): string {
  const moment = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(moment.getTime())) return date;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(moment);
}

export interface Moment {
  /** On the school's today: show the time alone. */
  isToday: boolean;
  time: string;
  date: string;
}

/** A moment in the school's time zone, told apart as today's (time only) or another day's (date and time). */
export function schoolMoment(at: string, timeZone: string, today: string, language: Language): Moment {
  const moment = new Date(at);
  const zone = safeZone(timeZone);
  const locale = localeOf(language);
  return {
    isToday: dateInZone(moment, zone) === today,
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(moment),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone }).format(moment),
  };
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A child's completion (spec §9): completed ÷ total, rounded, 0 when nothing is assigned. */
export function studentCompletion(student: { completed_activities: number; total_activities: number }): number {
  return completionPercent(student.completed_activities, student.total_activities);
}
