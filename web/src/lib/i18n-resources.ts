/**
 * Every message catalogue, imported statically. The app never imports this module at run time (i18n.ts
 * loads each namespace when a screen first needs it); it gives i18next its key types and lets tests check
 * that both languages have the same keys.
 */
import { validationTexts } from './validation-texts';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';
import enLegal from '../locales/en/legal.json';
import enStudent from '../locales/en/student.json';
import enStaff from '../locales/en/staff.json';
import enTeachers from '../locales/en/teachers.json';
import enSections from '../locales/en/sections.json';
import enStudents from '../locales/en/students.json';
import enSettings from '../locales/en/settings.json';
import enSubjects from '../locales/en/subjects.json';
import enActivities from '../locales/en/activities.json';
import enPrebuilt from '../locales/en/prebuilt.json';
import enAuthoring from '../locales/en/authoring.json';
import tlAuth from '../locales/tl/auth.json';
import tlCommon from '../locales/tl/common.json';
import tlLanding from '../locales/tl/landing.json';
import tlLegal from '../locales/tl/legal.json';
import tlStudent from '../locales/tl/student.json';
import tlStaff from '../locales/tl/staff.json';
import tlTeachers from '../locales/tl/teachers.json';
import tlSections from '../locales/tl/sections.json';
import tlStudents from '../locales/tl/students.json';
import tlSettings from '../locales/tl/settings.json';
import tlSubjects from '../locales/tl/subjects.json';
import tlActivities from '../locales/tl/activities.json';
import tlPrebuilt from '../locales/tl/prebuilt.json';
import tlAuthoring from '../locales/tl/authoring.json';
import enStudentHome from '../locales/en/studentHome.json';
import enStudentActivities from '../locales/en/studentActivities.json';
import enPlay from '../locales/en/play.json';
import enRewards from '../locales/en/rewards.json';
import enParentArea from '../locales/en/parentArea.json';
import tlStudentHome from '../locales/tl/studentHome.json';
import tlStudentActivities from '../locales/tl/studentActivities.json';
import tlPlay from '../locales/tl/play.json';
import tlRewards from '../locales/tl/rewards.json';
import tlParentArea from '../locales/tl/parentArea.json';
import enTracing from '../locales/en/tracing.json';
import tlTracing from '../locales/tl/tracing.json';
import enDashboards from '../locales/en/dashboards.json';
import enPerformance from '../locales/en/performance.json';
import enMessages from '../locales/en/messages.json';
import tlDashboards from '../locales/tl/dashboards.json';
import tlPerformance from '../locales/tl/performance.json';
import tlMessages from '../locales/tl/messages.json';
import enPrivacy from '../locales/en/privacy.json';
import tlPrivacy from '../locales/tl/privacy.json';
import enJoining from '../locales/en/joining.json';
import tlJoining from '../locales/tl/joining.json';
import enRecordings from '../locales/en/recordings.json';
import tlRecordings from '../locales/tl/recordings.json';
import enGroups from '../locales/en/groups.json';
import tlGroups from '../locales/tl/groups.json';

export { validationTexts };

export const resources = {
  en: {
    common: enCommon,
    landing: enLanding,
    auth: enAuth,
    student: enStudent,
    legal: enLegal,
    validation: validationTexts('en'),
    studentHome: enStudentHome,
    studentActivities: enStudentActivities,
    play: enPlay,
    rewards: enRewards,
    parentArea: enParentArea,
    tracing: enTracing,
    staff: enStaff,
    teachers: enTeachers,
    sections: enSections,
    students: enStudents,
    settings: enSettings,
    subjects: enSubjects,
    activities: enActivities,
    prebuilt: enPrebuilt,
    authoring: enAuthoring,
    dashboards: enDashboards,
    performance: enPerformance,
    messages: enMessages,
    privacy: enPrivacy,
    joining: enJoining,
    recordings: enRecordings,
    groups: enGroups,
  },
  tl: {
    common: tlCommon,
    landing: tlLanding,
    auth: tlAuth,
    student: tlStudent,
    legal: tlLegal,
    validation: validationTexts('tl'),
    studentHome: tlStudentHome,
    studentActivities: tlStudentActivities,
    play: tlPlay,
    rewards: tlRewards,
    parentArea: tlParentArea,
    tracing: tlTracing,
    staff: tlStaff,
    teachers: tlTeachers,
    sections: tlSections,
    students: tlStudents,
    settings: tlSettings,
    subjects: tlSubjects,
    activities: tlActivities,
    prebuilt: tlPrebuilt,
    authoring: tlAuthoring,
    dashboards: tlDashboards,
    performance: tlPerformance,
    messages: tlMessages,
    privacy: tlPrivacy,
    joining: tlJoining,
    recordings: tlRecordings,
    groups: tlGroups,
  },
} as const;
