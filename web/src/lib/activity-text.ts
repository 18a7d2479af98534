/**
 * Texts of an activity card as a person reads them (issue 4). The prebuilt library keeps both languages in
 * extra_data.title / extra_data.lesson ({en, tl}); a school's own activity has one title and a lesson link.
 */
import { limits, type Language } from '@aralin/contract';
import { DEFAULT_TIME_ZONE, knownZone, localeOf } from './school-time';

interface CardText {
  title: string;
  lesson_material: string;
  extra_data: Record<string, unknown>;
}

function bilingual(value: unknown, language: Language): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const own = record[language];
  const other = record[language === 'en' ? 'tl' : 'en'];
  if (typeof own === 'string' && own.trim()) return own;
  return typeof other === 'string' && other.trim() ? other : undefined;
}

/** The title in the reader's language when the activity has both, else its one title. */
export function activityTitle(card: CardText, language: Language): string {
  return bilingual(card.extra_data.title, language) ?? card.title;
}

/** The lesson: the library's short lesson text, or the lesson link; '' when there is none. */
export function activityLesson(card: CardText, language: Language): string {
  return bilingual(card.extra_data.lesson, language) ?? card.lesson_material;
}

/** True when the lesson is a link to open (spec §3 lesson_material is a URL). */
export const isLink = (value: string) => /^https?:\/\//i.test(value);

/** A file name cut past 20 characters (spec §2, §9). */
export function truncateFileName(name: string, max: number = limits.fileNameDisplayChars): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/**
 * A date (ISO text) in the interface language and the school's time zone (issue 20), e.g. 'Nov 3, 2026';
 * '' for none or nonsense.
 */
export function formatDate(iso: string | null | undefined, language: Language, withTime = false, timeZone = DEFAULT_TIME_ZONE): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = knownZone(timeZone);
  return new Intl.DateTimeFormat(
    localeOf(language),
    withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone: zone } : { dateStyle: 'medium', timeZone: zone },
  ).format(date);
}
