import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLogin } from '../features/account/components/admin-login';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { RegisterScreen } from '../features/account/components/register-screen';
import { TeacherLoginForm } from '../features/account/components/teacher-login-form';
import { ClassCodeForm } from '../features/student-sign-in/components/class-code-form';
import { ProfileGrid } from '../features/student-sign-in/components/profile-grid';
import { StudentPasswordForm } from '../features/student-sign-in/components/student-password-form';
import { PublicLayout } from './layouts/public-layout';
import { StudentLayout } from './layouts/student-layout';
import { RootLayout } from './root-layout';
import type { RouteHandle, TitleT } from './route-handle';
import { LoginRedirectRoute, ResetPasswordRoute, VerifyEmailRoute } from './routes/account-links';
import { LandingRoute } from './routes/landing';
import { LegalRoute } from './routes/legal';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { TeacherDashboardRoute } from './routes/teacher-dashboard';
import { StudentHomeRoute } from './routes/student-home';
import { ParentAreaRoute } from './routes/parent-area';
import { ActivityList } from '../features/student-activities/components/activity-list';
import { ActivityDetail } from '../features/student-activities/components/activity-detail';
import { RewardsScreen } from '../features/rewards/components/rewards-screen';
import { PlayScreen } from '../features/play/components/play-screen';
import { TracingScreen } from '../features/tracing/components/tracing-screen';
import { PracticePage } from '../features/tracing/components/practice-page';
import { StaffLayout } from './layouts/staff-layout';
import { AdminDashboardScreen } from '../features/dashboards/components/admin-dashboard';
import { PerformanceScreen } from '../features/performance/components/performance-screen';
import { SectionsScreen } from '../features/sections/components/sections-screen';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { SectionStudentsScreen } from '../features/students/components/section-students-screen';
import { StudentProfileScreen } from '../features/students/components/student-profile-screen';
import { TeachersScreen } from '../features/teachers/components/teachers-screen';
import { SubjectsScreen } from '../features/subjects/components/subjects-screen';
import { SUBJECT_BASE, subjectActivityPages } from './routes/subject-activity-pages';

/** A page route with its own error boundary and title (STYLE §2). */
function page(path: string, element: React.ReactNode, title?: (t: TitleT) => string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element, handle, errorElement: <RouteError /> };
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
      {
        // Spec §2 'Staff shell': every admin and teacher page sits inside the side navigation and header.
        element: <StaffLayout />,
        errorElement: <RouteError />,
        children: [
          page('/admin-dashboard', <AdminDashboardScreen />, (t) => t('staff:nav.dashboard')),
          page('/teacher-dashboard', <TeacherDashboardRoute />, (t) => t('staff:nav.dashboard')),
          page('/teachers', <TeachersScreen />, (t) => t('staff:titles.teachers')),
          page('/sections', <SectionsScreen />, (t) => t('staff:titles.sections')),
          page('/sections/:sectionId/students', <SectionStudentsScreen />, (t) => t('staff:titles.students')),
          page('/sections/:sectionId/students/:studentId', <StudentProfileScreen />, (t) => t('staff:titles.student')),
          page('/settings', <SettingsScreen />, (t) => t('staff:titles.settings')),
          page('/subjectsactivities', <SubjectsScreen />, (t) => t('staff:titles.subjects')),
          ...subjectActivityPages.map(([path, element, title]) => page(`${SUBJECT_BASE}${path}`, element, title)),
          page('/performance', <PerformanceScreen />, (t) => t('staff:titles.performance')),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
