import type { ComponentType } from 'react';
import type { TitleT } from '../route-handle';
import { lazyNamed } from '../lazy-named';

/** Spec §2: every page of a subject's activities lives under this path. */
export const SUBJECT_BASE = '/subjectsactivities/sections/:sectionId/subjects/:subjectId';

/** The not-found check in front of every page of a subject (issue 20), loaded with the first of them. */
export const SubjectGate = lazyNamed(() => import('./subject-gate'), 'SubjectGate');

const ActivitiesScreen = lazyNamed(() => import('../../features/activities/components/activities-screen'), 'ActivitiesScreen');
const ActivityDetailRoute = lazyNamed(() => import('./activity-detail'), 'ActivityDetailRoute');
const PrebuiltScreen = lazyNamed(() => import('../../features/prebuilt/components/prebuilt-screen'), 'PrebuiltScreen');
const CreateMatchingScreen = lazyNamed(() => import('../../features/authoring/components/create-screens'), 'CreateMatchingScreen');
const CreateMultipleChoiceScreen = lazyNamed(
  () => import('../../features/authoring/components/create-screens'),
  'CreateMultipleChoiceScreen',
);
const EditActivityScreen = lazyNamed(() => import('../../features/authoring/components/edit-activity-screen'), 'EditActivityScreen');
const CreateTracingScreen = lazyNamed(() => import('../../features/authoring/components/create-tracing-screen'), 'CreateTracingScreen');

/** The subject's pages (issue 4): path under SUBJECT_BASE, screen, title. Each screen loads when first visited. */
export const subjectActivityPages: ReadonlyArray<[string, ComponentType, (t: TitleT) => string]> = [
  ['/activities', ActivitiesScreen, (t) => t('activities:title')],
  ['/activities/:activityId', ActivityDetailRoute, (t) => t('activities:detail.pageTitle')],
  // Issue 12: edit an activity and its questions.
  ['/activities/:activityId/edit', EditActivityScreen, (t) => t('authoring:edit.title')],
  ['/prebuilt', PrebuiltScreen, (t) => t('prebuilt:title')],
  ['/create/matching', CreateMatchingScreen, (t) => t('authoring:matchingTitle')],
  ['/create/multiple-choice', CreateMultipleChoiceScreen, (t) => t('authoring:choiceTitle')],
  // Tracing authoring is not shown in the spec; issue 4 adds it beside the other two.
  ['/create/tracing', CreateTracingScreen, (t) => t('authoring:tracingTitle')],
];
