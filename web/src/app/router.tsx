import { SUBJECT_BASE, SubjectGate, subjectActivityPages } from './routes/subject-activity-pages';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ClassCodeForm } from '../features/student-sign-in/components/class-code-form';
import { StudentLayout } from './layouts/student-layout';
import { RootLayout } from './root-layout';
import type { RouteHandle, TitleT } from './route-handle';
import { lazyNamed } from './lazy-named';
import { PageLoading } from './page-loading';
import { Suspense } from 'react';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/* Screens beyond the class-code screen are fetched when first visited (issue 10); main.tsx starts fetching
   the first screen's chunk at once. */
const LandingRoute = lazyNamed(() => import('./routes/landing'), 'LandingRoute');
const PublicLayout = lazyNamed(() => import('./layouts/public-layout'), 'PublicLayout');
const AdminLogin = lazyNamed(() => import('../features/account/components/admin-login'), 'AdminLogin');
const ForgotPasswordForm = lazyNamed(() => import('../features/account/components/forgot-password-form'), 'ForgotPasswordForm');
const RegisterScreen = lazyNamed(() => import('../features/account/components/register-screen'), 'RegisterScreen');
const TeacherLoginForm = lazyNamed(() => import('../features/account/components/teacher-login-form'), 'TeacherLoginForm');
const LoginRedirectRoute = lazyNamed(() => import('./routes/account-links'), 'LoginRedirectRoute');
const ResetPasswordRoute = lazyNamed(() => import('./routes/account-links'), 'ResetPasswordRoute');
const VerifyEmailRoute = lazyNamed(() => import('./routes/account-links'), 'VerifyEmailRoute');
const EmailLinkRoute = lazyNamed(() => import('./routes/account-links'), 'EmailLinkRoute');
const AcceptInviteRoute = lazyNamed(() => import('./routes/account-links'), 'AcceptInviteRoute');
const LegalRoute = lazyNamed(() => import('./routes/legal'), 'LegalRoute');
const TeacherDashboardRoute = lazyNamed(() => import('./routes/teacher-dashboard'), 'TeacherDashboardRoute');
const StudentHomeRoute = lazyNamed(() => import('./routes/student-home'), 'StudentHomeRoute');
const ParentAreaRoute = lazyNamed(() => import('./routes/parent-area'), 'ParentAreaRoute');
const ActivityList = lazyNamed(() => import('../features/student-activities/components/activity-list'), 'ActivityList');
const ActivityDetail = lazyNamed(() => import('../features/student-activities/components/activity-detail'), 'ActivityDetail');
const RewardsScreen = lazyNamed(() => import('../features/rewards/components/rewards-screen'), 'RewardsScreen');
const PlayScreen = lazyNamed(() => import('../features/play/components/play-screen'), 'PlayScreen');
const TracingScreen = lazyNamed(() => import('../features/tracing/components/tracing-screen'), 'TracingScreen');
const PracticePage = lazyNamed(() => import('../features/tracing/components/practice-page'), 'PracticePage');
const ActivityPreviewRoute = lazyNamed(() => import('./routes/activity-preview'), 'ActivityPreviewRoute');
const StaffLayout = lazyNamed(() => import('./layouts/staff-layout'), 'StaffLayout');
const AdminDashboardScreen = lazyNamed(() => import('../features/dashboards/components/admin-dashboard'), 'AdminDashboardScreen');
const PerformanceScreen = lazyNamed(() => import('../features/performance/components/performance-screen'), 'PerformanceScreen');
const SectionsScreen = lazyNamed(() => import('../features/sections/components/sections-screen'), 'SectionsScreen');
const SettingsScreen = lazyNamed(() => import('../features/settings/components/settings-screen'), 'SettingsScreen');
const SectionStudentsScreen = lazyNamed(() => import('../features/students/components/section-students-screen'), 'SectionStudentsScreen');
const StudentProfileScreen = lazyNamed(() => import('../features/students/components/student-profile-screen'), 'StudentProfileScreen');
const RecordLibraryScreen = lazyNamed(
  () => import('../features/library-recordings/components/record-library-screen'),
  'RecordLibraryScreen',
);
const AuditLogScreen = lazyNamed(() => import('../features/privacy/components/audit-log-screen'), 'AuditLogScreen');
const TeachersRoute = lazyNamed(() => import('./routes/teachers'), 'TeachersRoute');
const SubjectsScreen = lazyNamed(() => import('../features/subjects/components/subjects-screen'), 'SubjectsScreen');
const ProfileGrid = lazyNamed(() => import('../features/student-sign-in/components/profile-grid'), 'ProfileGrid');
const StudentPasswordForm = lazyNamed(() => import('../features/student-sign-in/components/student-password-form'), 'StudentPasswordForm');

/** A page route with its own error boundary and title (STYLE §2). */
function page(path: string, element: React.ReactNode, title?: (t: TitleT) => string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element: <Suspense fallback={<PageLoading />}>{element}</Suspense>, handle, errorElement: <RouteError /> };
}

/** Spec §2 routes built so far; the guard in RootLayout covers every path, routed or not. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      page('/', <LandingRoute />),
      page('/login', <LoginRedirectRoute />),
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          page('/admin-login', <AdminLogin />, (t) => t('auth:adminLogin.title')),
          page('/teacher-login', <TeacherLoginForm />, (t) => t('auth:teacherLogin.title')),
          page('/register', <RegisterScreen />, (t) => t('auth:register.title')),
          page('/forgot-password', <ForgotPasswordForm />, (t) => t('auth:forgot.title')),
          page('/reset-password', <ResetPasswordRoute />, (t) => t('auth:reset.title')),
          page('/reset-password/:token', <ResetPasswordRoute />, (t) => t('auth:reset.title')),
          page('/verify-email', <VerifyEmailRoute />, (t) => t('auth:verify.title')),
          page('/confirm-email', <EmailLinkRoute kind="confirm" />, (t) => t('auth:emailLink.confirmTitle')),
          page('/revert-email', <EmailLinkRoute kind="revert" />, (t) => t('auth:emailLink.revertTitle')),
          page('/accept-invite', <AcceptInviteRoute />, (t) => t('joining:accept.title')),
          page('*', <NotFoundRoute />, (t) => t('notFound.title')),
        ],
      },
      {
        element: <PublicLayout width="reading" />,
        errorElement: <RouteError />,
        children: [
          page('/terms', <LegalRoute page="terms" />, (t) => t('legal:termsTitle')),
          page('/privacy', <LegalRoute page="privacy" />, (t) => t('legal:privacyTitle')),
        ],
      },
      {
        element: <StudentLayout />,
        errorElement: <RouteError />,
        children: [
          page('/student-code', <ClassCodeForm />, (t) => t('student:code.title')),
          page('/student-profile', <ProfileGrid />, (t) => t('student:profile.subtitle')),
          page('/student-pass', <StudentPasswordForm />, (t) => t('student:pass.label')),
          page('/student-home', <StudentHomeRoute />, (t) => t('studentHome:title')),
          page('/parent-area', <ParentAreaRoute />, (t) => t('parentArea:title')),
          page('/rewards', <RewardsScreen />, (t) => t('rewards:title')),
          page('/subject/:subjectId/:subjectName/activities', <ActivityList />, (t) => t('studentActivities:pageTitle')),
          page('/subject/:subjectId/activities/:activityId', <ActivityDetail />, (t) => t('studentActivities:detailTitle')),
        ],
      },
      // Play screens have their own full-screen frame: back, progress bar, music and sound (issue 5).
      page('/activity/:activityId/matching', <PlayScreen kind="matching" />, (t) => t('play:titleMatching')),
      page('/activity/:activityId/multiple_choice', <PlayScreen kind="multiple_choice" />, (t) => t('play:titleChoice')),
      // Tracing (issue 6): its own full-screen frame too; student only through the guard (lib/access.ts).
      page('/activity/:activityId/tracing', <TracingScreen />, (t) => t('tracing:title')),
      page('/tracing-practice-horizontal', <PracticePage key="horizontal" orientation="horizontal" />, (t) =>
        t('tracing:practice.horizontalTitle'),
      ),
      page('/tracing-practice-vertical', <PracticePage key="vertical" orientation="vertical" />, (t) =>
        t('tracing:practice.verticalTitle'),
      ),
      // Issue 12: staff preview an activity in the child's full-screen play frame (staff only, lib/access.ts).
      page(`${SUBJECT_BASE}/activities/:activityId/preview`, <ActivityPreviewRoute />, (t) => t('play:preview.title')),
      {
        // Spec §2 'Staff shell': every admin and teacher page sits inside the side navigation and header.
        element: <StaffLayout />,
        errorElement: <RouteError />,
        children: [
          page('/admin-dashboard', <AdminDashboardScreen />, (t) => t('staff:nav.dashboard')),
          page('/teacher-dashboard', <TeacherDashboardRoute />, (t) => t('staff:nav.dashboard')),
          page('/teachers', <TeachersRoute />, (t) => t('staff:titles.teachers')),
          page('/sections', <SectionsScreen />, (t) => t('staff:titles.sections')),
          page('/sections/:sectionId/students', <SectionStudentsScreen />, (t) => t('staff:titles.students')),
          page('/sections/:sectionId/students/:studentId', <StudentProfileScreen />, (t) => t('staff:titles.student')),
          page('/settings', <SettingsScreen />, (t) => t('staff:titles.settings')),
          page('/subjectsactivities', <SubjectsScreen />, (t) => t('staff:titles.subjects')),
          ...subjectActivityPages.map(([path, Screen, title]) =>
            page(
              `${SUBJECT_BASE}${path}`,
              <SubjectGate>
                <Screen />
              </SubjectGate>,
              title,
            ),
          ),
          page('/performance', <PerformanceScreen />, (t) => t('staff:titles.performance')),
          page('/audit-log', <AuditLogScreen />, (t) => t('staff:titles.audit')),
          // Issue 15 item 4: the school records what the library's listening items say.
          page('/record-library', <RecordLibraryScreen />, (t) => t('prebuilt:recordLibrary')),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
