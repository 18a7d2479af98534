/**
 * Query keys of the staff workspace (issue 3). They live here, not in one feature, because a change in
 * one feature touches another's list: deleting a teacher moves sections, adding a student changes the
 * counts on section cards and the teachers table. Each feature builds its queryOptions on these keys.
 */
export const teacherKeys = {
  all: ['teachers'] as const,
  lists: () => [...teacherKeys.all, 'list'] as const,
  list: (filter: { isActive?: boolean } = {}) => [...teacherKeys.lists(), filter] as const,
};

export const sectionKeys = {
  all: ['sections'] as const,
  lists: () => [...sectionKeys.all, 'list'] as const,
  list: (filter: { teacherId?: number } = {}) => [...sectionKeys.lists(), filter] as const,
  details: () => [...sectionKeys.all, 'detail'] as const,
  detail: (id: number) => [...sectionKeys.details(), id] as const,
};

export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  ofSection: (sectionId: number) => [...studentKeys.lists(), 'section', sectionId] as const,
  unassigned: () => [...studentKeys.lists(), 'unassigned'] as const,
  details: () => [...studentKeys.all, 'detail'] as const,
  detail: (sectionId: number, studentId: number) => [...studentKeys.details(), sectionId, studentId] as const,
  progress: (studentId: number) => [...studentKeys.all, 'progress', studentId] as const,
  rewards: (studentId: number) => [...studentKeys.all, 'rewards', studentId] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
};

/** Spec §9 cache lifetimes of the staff screens, in milliseconds. */
export const staffCache = {
  /** Sections list: fresh 5 min, retry 2. */
  sectionsFresh: 5 * 60_000,
  sectionsRetry: 2,
  /** Admin teachers list: fresh 10 min, kept 15. */
  teachersFresh: 10 * 60_000,
  teachersKept: 15 * 60_000,
  /** Teacher lists (a section's students, unassigned students): 3 min. */
  teacherListsFresh: 3 * 60_000,
  /** Student and section details: 60 s. */
  detailsFresh: 60_000,
} as const;

/**
 * Subjects, activities and assignments (issue 4). Shared because assigning from the Prebuilt screen
 * changes the Activity detail's Student Progress, and creating an activity changes the activities list.
 */
export const subjectKeys = {
  all: ['subjects'] as const,
  ofSection: (sectionId: number) => [...subjectKeys.all, 'section', sectionId] as const,
};

export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (sectionId: number, subjectId: number) => [...activityKeys.lists(), sectionId, subjectId] as const,
  prebuilt: (sectionId: number, subjectId: number) => [...activityKeys.all, 'prebuilt', sectionId, subjectId] as const,
  details: () => [...activityKeys.all, 'detail'] as const,
  detail: (sectionId: number, subjectId: number, activityId: number) =>
    [...activityKeys.details(), sectionId, subjectId, activityId] as const,
  /** Student Progress rows and assignments of one activity in one section. */
  students: (sectionId: number, activityId: number) => [...activityKeys.all, 'students', sectionId, activityId] as const,
  concepts: () => [...activityKeys.all, 'concepts'] as const,
  /** The authoring list of an activity's questions (issue 12). */
  questions: (activityId: number) => [...activityKeys.all, 'questions', activityId] as const,
};

/** Spec §9: activity list fresh 5 min, kept 10. */
export const activityCache = { listFresh: 5 * 60_000, listKept: 10 * 60_000 } as const;

/**
 * Query keys of the student app (issue 5). A finished play session changes all of them (subjects'
 * completed counts, activity status and score, rewards, progress), so they share one root to invalidate.
 */
export const studentAppKeys = {
  all: ['student-app'] as const,
  subjects: (studentId: number) => [...studentAppKeys.all, 'subjects', studentId] as const,
  activities: (studentId: number, subjectId: number) => [...studentAppKeys.all, 'activities', studentId, subjectId] as const,
  rewards: (studentId: number) => [...studentAppKeys.all, 'rewards', studentId] as const,
  progress: (studentId: number) => [...studentAppKeys.all, 'progress', studentId] as const,
  week: (studentId: number) => [...studentAppKeys.all, 'week', studentId] as const,
};

/**
 * Monitoring (issue 7): the dashboards, the Performance screen and the parents' messages. One root, so
 * reading a message or a finished lesson can refresh every figure that counts it.
 */
export const monitoringKeys = {
  all: ['monitoring'] as const,
  dashboard: (sectionId: number) => [...monitoringKeys.all, 'dashboard', sectionId] as const,
  adminDashboard: (organizationalId: number | null | undefined) =>
    [...monitoringKeys.all, 'admin-dashboard', organizationalId ?? null] as const,
  performance: (sectionId: number) => [...monitoringKeys.all, 'performance', sectionId] as const,
  messages: () => [...monitoringKeys.all, 'messages'] as const,
};

/** Spec §9 cache lifetimes of the monitoring screens, in milliseconds. */
export const monitoringCache = {
  /** Teacher dashboard: fresh 2 min, retry 2. */
  dashboardFresh: 2 * 60_000,
  dashboardRetry: 2,
  /** Admin dashboard: fresh 2 min, kept 5. */
  adminDashboardFresh: 2 * 60_000,
  adminDashboardKept: 5 * 60_000,
  /** Performance: fresh 5 min. */
  performanceFresh: 5 * 60_000,
  /** Parents' messages (not in the spec): as fresh as the dashboard they sit on. */
  messagesFresh: 2 * 60_000,
} as const;
