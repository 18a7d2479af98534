import type { TFunction } from 'i18next';

/** The namespaces a page title may come from ('auth:teacherLogin.title' and so on). */
export const TITLE_NAMESPACES = [
  'common',
  'auth',
  'student',
  'legal',
  'staff',
  'studentHome',
  'studentActivities',
  'play',
  'rewards',
  'parentArea',
  'tracing',
  'activities',
  'authoring',
  'prebuilt',
  'joining',
] as const;
export type TitleT = TFunction<typeof TITLE_NAMESPACES>;

/** What a route declares about itself: its page title in the current language. */
export interface RouteHandle {
  title?: (t: TitleT) => string;
}
