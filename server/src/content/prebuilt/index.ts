/**
 * The prebuilt library: real content shipped with the product (issue 4 item 6). Activities are listed
 * area by area; their order is the order teachers see them in (activities.extra_data.order).
 */
import { ENGLISH_ACTIVITIES } from './english';
import { FILIPINO_ACTIVITIES } from './filipino';
import { MATH_ACTIVITIES } from './math';
import { TRACING_ACTIVITIES } from './tracing';
import type { PrebuiltActivity } from './types';

export type { PrebuiltActivity, PrebuiltQuestion, PrebuiltConcept, LibraryArea, ActivityIcon } from './types';
export { ACTIVITY_ICONS } from './types';

/** Every activity of the shipped library. */
export const PREBUILT_LIBRARY: readonly PrebuiltActivity[] = [
  ...FILIPINO_ACTIVITIES,
  ...ENGLISH_ACTIVITIES,
  ...MATH_ACTIVITIES,
  ...TRACING_ACTIVITIES,
];

/** The one-string title stored in activities.title: 'English / Filipino', Filipino first for the Filipino area. */
export function titleColumn(activity: Pick<PrebuiltActivity, 'title' | 'area'>): string {
  const { en, tl } = activity.title;
  if (en === tl) return en;
  return activity.area === 'filipino' ? `${tl} / ${en}` : `${en} / ${tl}`;
}
