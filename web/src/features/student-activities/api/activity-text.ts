/**
 * What a child sees of an activity, in their language. Library activities carry both languages in
 * extra_data.title and extra_data.lesson ({en, tl}, docs/prebuilt-library.md); others have one title.
 */
import type { ActivityCard } from '@aralin/contract';

type Lang = 'en' | 'tl';
type WithExtra = Pick<ActivityCard, 'title' | 'extra_data' | 'lesson_material'>;

function bilingual(value: unknown, lang: Lang): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const pick = (l: Lang) => (typeof record[l] === 'string' && record[l].trim() ? record[l] : undefined);
  return pick(lang) ?? pick(lang === 'en' ? 'tl' : 'en');
}

/** The title in the child's language, else the stored title. */
export function activityTitle(activity: WithExtra, lang: Lang): string {
  return bilingual(activity.extra_data.title, lang) ?? activity.title;
}

/** The short lesson text in the child's language, or undefined. */
export function lessonText(activity: WithExtra, lang: Lang): string | undefined {
  return bilingual(activity.extra_data.lesson, lang);
}

/** The lesson material link when it is a web address (spec §3: lesson_material is a URL). */
export function lessonLink(activity: WithExtra): string | undefined {
  const link = activity.lesson_material.trim();
  return /^https?:\/\/\S+$/i.test(link) ? link : undefined;
}

/** Stars from the best score, by the spec §9 bands: Excellent 3, Good 2, Average 1, Poor 0. */
export function starsFor(score: number | null): number {
  if (score === null) return 0;
  if (score >= 90) return 3;
  if (score >= 75) return 2;
  if (score >= 60) return 1;
  return 0;
}
