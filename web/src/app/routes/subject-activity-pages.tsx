import type { ReactNode } from 'react';
import { ActivitiesScreen } from '../../features/activities/components/activities-screen';
import { CreateMatchingScreen, CreateMultipleChoiceScreen } from '../../features/authoring/components/create-screens';
import { CreateTracingScreen } from '../../features/authoring/components/create-tracing-screen';
import { PrebuiltScreen } from '../../features/prebuilt/components/prebuilt-screen';
import type { TitleT } from '../route-handle';
import { ActivityDetailRoute } from './activity-detail';

/** Spec §2: every page of a subject's activities lives under this path. */
export const SUBJECT_BASE = '/subjectsactivities/sections/:sectionId/subjects/:subjectId';

/** The subject's pages (issue 4): path under SUBJECT_BASE, element, title. */
export const subjectActivityPages: ReadonlyArray<[string, ReactNode, (t: TitleT) => string]> = [
  ['/activities', <ActivitiesScreen />, (t) => t('activities:title')],
  ['/activities/:activityId', <ActivityDetailRoute />, (t) => t('activities:detail.pageTitle')],
  ['/prebuilt', <PrebuiltScreen />, (t) => t('prebuilt:title')],
  ['/create/matching', <CreateMatchingScreen />, (t) => t('authoring:matchingTitle')],
  ['/create/multiple-choice', <CreateMultipleChoiceScreen />, (t) => t('authoring:choiceTitle')],
  // Tracing authoring is not shown in the spec; issue 4 adds it beside the other two.
  ['/create/tracing', <CreateTracingScreen />, (t) => t('authoring:tracingTitle')],
];
