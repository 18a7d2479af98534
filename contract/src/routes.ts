/**
 * Every API call of spec §7: method, exact path with `:param` placeholders, and the zod schemas of its
 * params, query, body and answers (issue 21). The server registers these schemas (validation, serialization,
 * the OpenAPI document); the web client infers each call's request and answer types from them.
 */
import type { z } from 'zod';
import {
  ClassTabletBody,
  ClassTabletLeaveBody,
  ClassTabletResponse,
  ClassTabletTodayBody,
  ClassTabletTodayResponse,
  TracingTriesResponse,
} from './class-tablet';
import { OtherLanguageUse } from './other-language';
import { LibraryClip, LibraryClipParams, LibraryRecordingsResponse } from './library-recordings';
import {
  AdminLoginBody,
  EmailBody,
  EmailLinkBody,
  LoginResponse,
  MessageResponse,
  RefreshBody,
  RefreshResponse,
  RegisterBody,
  ResetPasswordBody,
  StoredUser,
  TeacherLoginBody,
  VerifyEmailBody,
} from './account';
import {
  ActivitiesResponse,
  ActivityCreatedResponse,
  ActivityDeletedResponse,
  ActivityDetail,
  ActivityDuplicatedResponse,
  ActivityPublishedResponse,
  ActivityQuestionsResponse,
  ActivityStudentsResponse,
  ActivityUpdatedResponse,
  ConceptsResponse,
  CreateActivityBody,
  DuplicateActivityBody,
  QuestionDeletedResponse,
  QuestionParams,
  QuestionUpdatedResponse,
  QuestionsReorderedResponse,
  QuestionsSavedResponse,
  ReorderQuestionsBody,
  SectionActivityParams,
  SubjectActivitiesParams,
  SubjectActivityParams,
  UpdateActivityBody,
} from './activities';
import {
  AssignBody,
  AssignQuery,
  AssignResponse,
  AssignmentsResponse,
  PdfResponse,
  PrebuiltActivitiesResponse,
  PrebuiltQuery,
  UnassignBody,
  UploadResponse,
} from './assignments';
import { ImportStudentsQuery, ImportStudentsResponse, School, SignInSheetBody, UpdateSchoolBody, UpdateSchoolResponse } from './class-list';
import {
  AdminDashboard,
  AdminDashboardQuery,
  AdminReportQuery,
  DashboardParams,
  MessagesQuery,
  MessagesResponse,
  TeacherDashboard,
  TeacherMessage,
} from './dashboards';
import { IdParams, SectionStudentParams } from './forms';
import {
  AcceptInviteBody,
  AcceptInviteResponse,
  InviteDetails,
  InviteResponse,
  InviteTeacherBody,
  InviteTokenQuery,
  InvitesResponse,
  JoinCodeResponse,
  JoinRequestsResponse,
  JoinSchoolBody,
  MyJoinRequestResponse,
} from './joining';
import { PerformanceReportQuery, PerformanceResponse } from './performance';
import { PracticePackQuery } from './practice-pack';
import { GroupsQuery, GroupsResponse } from './groups';
import {
  ContactTeacherBody,
  ContactTeacherResponse,
  StudentWeek,
  NextQuestionQuery,
  NextQuestionResponse,
  PlayParams,
  ResetSessionResponse,
  StudentActivitiesResponse,
  StudentSubjectsResponse,
  SubmitAnswerBody,
  SubmitAnswerResponse,
  SubmitParams,
} from './play';
import { PreviewCheckBody, PreviewQuery, PreviewResponse } from './preview';
import { AuditLogResponse, AuditQuery, ChildExport } from './privacy';
import { StudentProgress } from './progress';
import { QuestionBody } from './questions';
import { RewardsResponse } from './rewards';
import { ClassCodeParams, FileLinkQuery, FileParams, StudentSubjectParams } from './route-params';
import {
  AddSectionBody,
  DeleteSectionBody,
  ReassignStudentsBody,
  Section,
  SectionDeletedResponse,
  SectionResponse,
  SectionsQuery,
  SectionsResponse,
} from './sections';
import { EditProfileBody, EditProfileResponse, SignInSessionsResponse, UserSettings } from './settings';
import { AddStudentBody, ReassignStudentsResponse, Student, StudentResponse, StudentsResponse, UpdateStudentBody } from './students';
import { ClassStudentsResponse, StudentLoginBody, StudentLoginResponse } from './students-auth';
import { AddSubjectBody, DeleteSubjectBody, SubjectDeletedResponse, SubjectResponse, SubjectsResponse } from './subjects';
import {
  AddTeacherBody,
  DeleteTeacherBody,
  RestoreTeacherBody,
  TeacherDeletedResponse,
  TeacherResponse,
  TeachersQuery,
  TeachersResponse,
  UpdateTeacherBody,
} from './teachers';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What a route carries, as Fastify reads it: params, query, body and the answers by status. */
export interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: { 200?: z.ZodType; 201?: z.ZodType };
}

/** One API route: the method, the spec's path pattern and its schemas. */
export interface Route<S extends RouteSchema = RouteSchema> {
  method: Method;
  path: string;
  schema: S;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a route without schemas
const r = <S extends RouteSchema = {}>(method: Method, path: string, schema?: S): Route<S> => ({
  method,
  path,
  schema: schema ?? ({} as S),
});

/** The route table. Paths end with '/' as the spec writes them; the server also answers without it. */
export const routes = {
  account: {
    csrf: r('GET', '/account/csrf/'),
    requestOtp: r('POST', '/account/admin/request-otp/', { body: EmailBody, response: { 200: MessageResponse } }),
    adminLogin: r('POST', '/account/admin/login/', { body: AdminLoginBody, response: { 200: LoginResponse } }),
    teacherLogin: r('POST', '/account/teacher/login/', { body: TeacherLoginBody, response: { 200: LoginResponse } }),
    forgotPassword: r('POST', '/account/forgot-password/', { body: EmailBody, response: { 200: MessageResponse } }),
    resetPassword: r('POST', '/account/reset-password/', { body: ResetPasswordBody, response: { 200: MessageResponse } }),
    register: r('POST', '/account/register/', { body: RegisterBody, response: { 201: MessageResponse } }),
    resendVerification: r('POST', '/account/resend-verification/', { body: EmailBody, response: { 200: MessageResponse } }),
    verifyEmail: r('POST', '/account/verify-email/', { body: VerifyEmailBody, response: { 200: MessageResponse } }),
    /** Confirms a new email from the link mailed to it (issue 17; not in the spec). */
    confirmEmailChange: r('POST', '/account/confirm-email-change/', { body: EmailLinkBody, response: { 200: MessageResponse } }),
    /** "This wasn't me": undoes an email change from the link mailed to the old address (issue 17; not in the spec). */
    revertEmailChange: r('POST', '/account/revert-email-change/', { body: EmailLinkBody, response: { 200: MessageResponse } }),
    logout: r('POST', '/account/logout/', { body: RefreshBody, response: { 200: MessageResponse } }),
    me: r('GET', '/account/me/', { response: { 200: StoredUser } }),
    /** The school and address of an emailed invitation, by its token (issue 20; not in the spec). */
    inviteDetails: r('GET', '/account/invite/', { querystring: InviteTokenQuery, response: { 200: InviteDetails } }),
    /** Makes the invited teacher's account in the school and signs them in (issue 20; not in the spec). */
    acceptInvite: r('POST', '/account/invite/accept/', { body: AcceptInviteBody, response: { 201: AcceptInviteResponse } }),
    refresh: r('POST', '/api/token/refresh/', { body: RefreshBody, response: { 200: RefreshResponse } }),
  },
  management: {
    dashboard: r('GET', '/management/dashboard/:sectionId/', { params: DashboardParams, response: { 200: TeacherDashboard } }),
    adminDashboard: r('GET', '/management/admin-dashboard/', { querystring: AdminDashboardQuery, response: { 200: AdminDashboard } }),
    adminDownloadReport: r('GET', '/management/admin/download-report/', { querystring: AdminReportQuery }),
    teachers: r('GET', '/management/teachers/', { querystring: TeachersQuery, response: { 200: TeachersResponse } }),
    addTeacher: r('POST', '/management/teachers/add/', { body: AddTeacherBody, response: { 201: TeacherResponse } }),
    updateTeacher: r('PATCH', '/management/teachers/:id/', {
      params: IdParams,
      body: UpdateTeacherBody,
      response: { 200: TeacherResponse },
    }),
    deactivateTeacher: r('PATCH', '/management/teachers/:id/delete/', {
      params: IdParams,
      body: DeleteTeacherBody,
      response: { 200: TeacherResponse.or(TeacherDeletedResponse) },
    }),
    restoreTeacher: r('PATCH', '/management/teachers/:id/restore/', {
      params: IdParams,
      body: RestoreTeacherBody,
      response: { 200: TeacherResponse },
    }),
    /** The school's open invitations; admins only (issue 20; not in the spec). */
    invites: r('GET', '/management/teachers/invites/', { response: { 200: InvitesResponse } }),
    /** Emails a teacher a link that makes an account in the school; admins only (issue 20; not in the spec). */
    inviteTeacher: r('POST', '/management/teachers/invites/', { body: InviteTeacherBody, response: { 201: InviteResponse } }),
    /** Cancels an invitation so its link stops working; admins only (issue 20; not in the spec). */
    revokeInvite: r('DELETE', '/management/teachers/invites/:id/', { params: IdParams, response: { 200: MessageResponse } }),
    /** The school's join code, made on first view; admins only (issue 20; not in the spec). */
    joinCode: r('GET', '/management/school/join-code/', { response: { 200: JoinCodeResponse } }),
    /** A new join code; the old one stops working; admins only (issue 20; not in the spec). */
    regenerateJoinCode: r('POST', '/management/school/join-code/', { response: { 200: JoinCodeResponse } }),
    /** Pending requests to join the school; admins only (issue 20; not in the spec). */
    joinRequests: r('GET', '/management/join-requests/', { response: { 200: JoinRequestsResponse } }),
    /** Moves the asking teacher into the school; admins only (issue 20; not in the spec). */
    approveJoinRequest: r('POST', '/management/join-requests/:id/approve/', { params: IdParams, response: { 200: MessageResponse } }),
    /** Refuses a request to join; admins only (issue 20; not in the spec). */
    refuseJoinRequest: r('POST', '/management/join-requests/:id/refuse/', { params: IdParams, response: { 200: MessageResponse } }),
    /** A teacher's own latest request and whether they are in a school (issue 20; not in the spec). */
    myJoinRequest: r('GET', '/management/join-requests/mine/', { response: { 200: MyJoinRequestResponse } }),
    /** A teacher not yet in a school asks to join one with its join code (issue 20; not in the spec). */
    requestToJoin: r('POST', '/management/join-requests/mine/', { body: JoinSchoolBody, response: { 201: MyJoinRequestResponse } }),
    /** Withdraws the teacher's pending request (issue 20; not in the spec). */
    cancelJoinRequest: r('DELETE', '/management/join-requests/mine/', { response: { 200: MessageResponse } }),
    sections: r('GET', '/management/sections/', { querystring: SectionsQuery, response: { 200: SectionsResponse } }),
    addSection: r('POST', '/management/sections/add/', { body: AddSectionBody, response: { 201: SectionResponse } }),
    section: r('GET', '/management/sections/:id/', { params: IdParams, response: { 200: Section } }),
    sectionStudents: r('GET', '/management/sections/:id/students/', { params: IdParams, response: { 200: StudentsResponse } }),
    /** Turns the signed-in teacher's device into the class's tablet with a new PIN (issue 13 item 4; not in the spec). */
    classTablet: r('POST', '/management/sections/:id/class-tablet/', {
      params: IdParams,
      body: ClassTabletBody,
      response: { 200: ClassTabletResponse },
    }),
    /** A child's newest tracing tries with their stroke order and direction (issue 13 item 6; not in the spec). */
    tracingTries: r('GET', '/management/students/:id/tracing-tries/', { params: IdParams, response: { 200: TracingTriesResponse } }),
    /** How often a child used the other language during play, last 30 days (issue 13 item 3; not in the spec). */
    otherLanguage: r('GET', '/management/students/:id/other-language/', { params: IdParams, response: { 200: OtherLanguageUse } }),
    deleteSection: r('DELETE', '/management/sections/:id/delete/', {
      params: IdParams,
      body: DeleteSectionBody,
      response: { 200: SectionDeletedResponse },
    }),
    reassignStudents: r('PATCH', '/management/students/reassign/', {
      body: ReassignStudentsBody,
      response: { 200: ReassignStudentsResponse },
    }),
    unassignedStudents: r('GET', '/management/students/unassigned/', { response: { 200: StudentsResponse } }),
    addStudent: r('POST', '/management/sections/:id/students/add/', {
      params: IdParams,
      body: AddStudentBody,
      response: { 201: StudentResponse },
    }),
    student: r('GET', '/management/sections/:sectionId/students/:studentId/', { params: SectionStudentParams, response: { 200: Student } }),
    updateStudent: r('PATCH', '/management/sections/:sectionId/students/:studentId/update/', {
      params: SectionStudentParams,
      body: UpdateStudentBody,
      response: { 200: StudentResponse },
    }),
    deleteStudent: r('DELETE', '/management/sections/:sectionId/students/:studentId/delete/', {
      params: SectionStudentParams,
      response: { 200: MessageResponse },
    }),
    /** Lifts a student's sign-in lock (issue 3; not in the spec). */
    unlockStudent: r('PATCH', '/management/sections/:sectionId/students/:studentId/unlock/', {
      params: SectionStudentParams,
      response: { 200: StudentResponse },
    }),
    /** The printable class sign-in sheet, a PDF (issue 3; not in the spec). */
    signInSheet: r('GET', '/management/sections/:id/sign-in-sheet/', { params: IdParams }),
    /** The same sheet with the starting passwords of just-imported children printed on their cards (issue 12). */
    signInSheetWithPasswords: r('POST', '/management/sections/:id/sign-in-sheet/', { params: IdParams, body: SignInSheetBody }),
    /** A class list (CSV or XLSX, as DepEd LIS exports it) into a section (issue 12; not in the spec). */
    importStudents: r('POST', '/management/sections/:id/students/import/', {
      params: IdParams,
      querystring: ImportStudentsQuery,
      response: { 200: ImportStudentsResponse },
    }),
    /** The section's class list as CSV, UTF-8 with a BOM (issue 12; not in the spec). */
    exportStudents: r('GET', '/management/sections/:id/students/export/', { params: IdParams }),
    studentProgress: r('GET', '/management/students/:id/progress/', { params: IdParams, response: { 200: StudentProgress } }),
    sectionSubjects: r('GET', '/management/sections/:id/subjects/', { params: IdParams, response: { 200: SubjectsResponse } }),
    addSubject: r('POST', '/management/subjects/add/', { body: AddSubjectBody, response: { 201: SubjectResponse } }),
    deleteSubject: r('PATCH', '/management/subjects/:id/delete/', {
      params: IdParams,
      body: DeleteSubjectBody,
      response: { 200: SubjectDeletedResponse },
    }),
    activities: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/', {
      params: SubjectActivitiesParams,
      response: { 200: ActivitiesResponse },
    }),
    uploadPdf: r('PATCH', '/management/sections/:sectionId/activities/:activityId/upload-pdf/', {
      params: SectionActivityParams,
      response: { 200: PdfResponse },
    }),
    removePdf: r('PATCH', '/management/sections/:sectionId/activities/:activityId/remove-pdf/', {
      params: SectionActivityParams,
      response: { 200: PdfResponse },
    }),
    activity: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/:activityId/', {
      params: SubjectActivityParams,
      response: { 200: ActivityDetail },
    }),
    activityStudents: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/:activityId/students/', {
      params: SubjectActivityParams,
      response: { 200: ActivityStudentsResponse },
    }),
    prebuilt: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/prebuilt/', {
      params: SubjectActivitiesParams,
      querystring: PrebuiltQuery,
      response: { 200: PrebuiltActivitiesResponse },
    }),
    assignments: r('GET', '/management/sections/:sectionId/activities/:activityId/assignments/', {
      params: SectionActivityParams,
      response: { 200: AssignmentsResponse },
    }),
    assign: r('POST', '/management/sections/:sectionId/activities/:activityId/assign/', {
      params: SectionActivityParams,
      querystring: AssignQuery,
      body: AssignBody,
      response: { 200: AssignResponse },
    }),
    unassign: r('POST', '/management/sections/:sectionId/activities/:activityId/unassign/', {
      params: SectionActivityParams,
      body: UnassignBody,
      response: { 200: AssignResponse },
    }),
    /** Publishes a draft to every child of the section (issue 20; not in the spec). */
    publishActivity: r('POST', '/management/sections/:sectionId/activities/:activityId/publish/', {
      params: SectionActivityParams,
      response: { 200: ActivityPublishedResponse },
    }),
    deleteActivity: r('DELETE', '/management/activities/:id/delete/', { params: IdParams, response: { 200: ActivityDeletedResponse } }),
    concepts: r('GET', '/management/concepts/', { response: { 200: ConceptsResponse } }),
    upload: r('POST', '/management/upload/', { response: { 201: UploadResponse } }),
    /** What the library's listening items say, with the school's recordings (issue 15 item 4; not in the spec). */
    libraryRecordings: r('GET', '/management/library-recordings/', { response: { 200: LibraryRecordingsResponse } }),
    /** Records (or re-records) one of them for the school: multipart `file` (issue 15 item 4). */
    recordLibraryClip: r('PUT', '/management/library-recordings/:clipId/', { params: LibraryClipParams, response: { 200: LibraryClip } }),
    /** Removes the school's recording of one of them (204); the device's voice reads it again (issue 15 item 4). */
    removeLibraryRecording: r('DELETE', '/management/library-recordings/:clipId/', { params: LibraryClipParams }),
    createActivity: r('POST', '/management/sections/:sectionId/subjects/:subjectId/activities/create/', {
      params: SubjectActivitiesParams,
      body: CreateActivityBody,
      response: { 201: ActivityCreatedResponse },
    }),
    addQuestion: r('POST', '/management/activities/:activityId/questions/', {
      params: QuestionParams,
      body: QuestionBody,
      response: { 201: QuestionsSavedResponse },
    }),
    /** Edits an activity (issue 12; not in the spec). */
    updateActivity: r('PATCH', '/management/activities/:id/', {
      params: IdParams,
      body: UpdateActivityBody,
      response: { 200: ActivityUpdatedResponse },
    }),
    /** An activity's questions with their authoring data, in order (issue 12). */
    activityQuestions: r('GET', '/management/activities/:id/questions/', {
      params: IdParams,
      response: { 200: ActivityQuestionsResponse },
    }),
    /** Puts an activity's questions in a new order (issue 12). */
    reorderQuestions: r('PATCH', '/management/activities/:id/questions/order/', {
      params: IdParams,
      body: ReorderQuestionsBody,
      response: { 200: QuestionsReorderedResponse },
    }),
    /** Edits one question; an answered one becomes a new version (issue 12). */
    updateQuestion: r('PATCH', '/management/questions/:id/', {
      params: IdParams,
      body: QuestionBody,
      response: { 200: QuestionUpdatedResponse },
    }),
    /** Takes a question out of its activity; an answered one is kept hidden for the results (issue 12). */
    deleteQuestion: r('DELETE', '/management/questions/:id/', { params: IdParams, response: { 200: QuestionDeletedResponse } }),
    /** Copies an activity (own or prebuilt) with its questions into a subject of the school (issue 12). */
    duplicateActivity: r('POST', '/management/activities/:id/duplicate/', {
      params: IdParams,
      body: DuplicateActivityBody,
      response: { 201: ActivityDuplicatedResponse },
    }),
    /** Every question of an activity as a child is served it, for staff to preview (issue 12). */
    previewActivity: r('GET', '/management/activities/:id/preview/', {
      params: IdParams,
      querystring: PreviewQuery,
      response: { 200: PreviewResponse },
    }),
    /** Checks a preview answer; nothing is recorded (issue 12). */
    previewCheck: r('POST', '/management/activities/:id/preview/check/', {
      params: IdParams,
      body: PreviewCheckBody,
      response: { 200: SubmitAnswerResponse },
    }),
    performance: r('GET', '/management/sections/:id/performance-monitoring/', { params: IdParams, response: { 200: PerformanceResponse } }),
    performanceReport: r('GET', '/management/download-performance-report/', { querystring: PerformanceReportQuery }),
    /** A printable practice pack from each child's weak concepts, a page per child (issue 13 item 2; not in the spec). */
    practicePack: r('GET', '/management/sections/:id/practice-pack/', { params: IdParams, querystring: PracticePackQuery }),
    /** Groups by need (issue 13 item 1; not in the spec): assign a group's activity with `assign`. */
    groups: r('GET', '/management/sections/:id/groups/', {
      params: IdParams,
      querystring: GroupsQuery,
      response: { 200: GroupsResponse },
    }),
    /** The caller's parents' messages (issue 7; not in the spec). */
    messages: r('GET', '/management/messages/', { querystring: MessagesQuery, response: { 200: MessagesResponse } }),
    /** Marks a parent's message read (issue 7; not in the spec). */
    markMessageRead: r('PATCH', '/management/messages/:id/read/', { params: IdParams, response: { 200: TeacherMessage } }),
    settings: r('GET', '/management/settings/', { response: { 200: UserSettings } }),
    editProfile: r('PATCH', '/management/edit-profile/', { body: EditProfileBody, response: { 200: EditProfileResponse } }),
    /** The caller's school: name and DepEd School ID (issue 12; not in the spec). */
    school: r('GET', '/management/school/', { response: { 200: School } }),
    /** Admins set the school's DepEd School ID (issue 12; not in the spec). */
    updateSchool: r('PATCH', '/management/school/', { body: UpdateSchoolBody, response: { 200: UpdateSchoolResponse } }),
    /** The staff member's live sign-in sessions (issue 17; not in the spec). */
    signInSessions: r('GET', '/management/settings/sessions/', { response: { 200: SignInSessionsResponse } }),
    /** Ends every session of the staff member, this one included (issue 17; not in the spec). */
    signOutEverywhere: r('POST', '/management/settings/sessions/sign-out-everywhere/', { response: { 200: MessageResponse } }),
    /** The school's audit log, filtered; admins only (issue 18; not in the spec). */
    auditLog: r('GET', '/management/audit-log/', { querystring: AuditQuery, response: { 200: AuditLogResponse } }),
    /** The same lines as CSV (issue 18). */
    auditLogCsv: r('GET', '/management/audit-log/export/', { querystring: AuditQuery }),
    /** One child's whole record as JSON; admins only (issue 18). */
    exportStudent: r('GET', '/management/students/:id/export/', { params: IdParams, response: { 200: ChildExport } }),
    /** The same record as a readable PDF for the parent, in the request's language (issue 18). */
    exportStudentPdf: r('GET', '/management/students/:id/export/pdf/', { params: IdParams }),
    /** Erases a child's personal data, keeping anonymous results; admins only (issue 18). */
    eraseStudent: r('POST', '/management/students/:id/erase/', { params: IdParams, response: { 200: MessageResponse } }),
    /** A teacher asks the admins to erase a child's data; recorded in the audit log (issue 18). */
    requestErasure: r('POST', '/management/students/:id/erase-request/', { params: IdParams, response: { 200: MessageResponse } }),
  },
  students: {
    byClassCode: r('GET', '/students/get-students/:classCode/', { params: ClassCodeParams, response: { 200: ClassStudentsResponse } }),
    login: r('POST', '/students/login/', { body: StudentLoginBody, response: { 200: StudentLoginResponse } }),
    /** A class tablet asks who has played today (issue 13 item 4; not in the spec). */
    classTabletToday: r('POST', '/students/class-tablet/today/', {
      body: ClassTabletTodayBody,
      response: { 200: ClassTabletTodayResponse },
    }),
    /** The teacher's PIN ends class tablet mode (issue 13 item 4; not in the spec). */
    leaveClassTablet: r('POST', '/students/class-tablet/leave/', { body: ClassTabletLeaveBody, response: { 200: MessageResponse } }),
    subjects: r('GET', '/students/:id/subjects/', { params: IdParams, response: { 200: StudentSubjectsResponse } }),
    progress: r('GET', '/students/:id/progress/', { params: IdParams, response: { 200: StudentProgress } }),
    rewards: r('GET', '/students/:id/rewards/', { params: IdParams, response: { 200: RewardsResponse } }),
    /** The child's week as pictures for the parent area: badges, stars per subject, what they traced (issue 13 item 5). */
    week: r('GET', '/students/:id/week/', { params: IdParams, response: { 200: StudentWeek } }),
    contactTeacher: r('POST', '/students/:id/contact-teacher/', {
      params: IdParams,
      body: ContactTeacherBody,
      response: { 200: ContactTeacherResponse },
    }),
    subjectActivities: r('GET', '/students/:userId/subjects/:subjectId/activities/', {
      params: StudentSubjectParams,
      response: { 200: StudentActivitiesResponse },
    }),
  },
  files: {
    /** A stored file by its unguessable key (avatars, cover photos, PDFs, pictures). */
    get: r('GET', '/files/:key', { params: FileParams, querystring: FileLinkQuery }),
  },
  play: {
    nextQuestion: r('GET', '/subjects/next-question/:studentId/:activityId/', {
      params: PlayParams,
      querystring: NextQuestionQuery,
      response: { 200: NextQuestionResponse },
    }),
    submitAnswer: r('POST', '/subjects/submit-answer/:studentId/:activityId/:questionId/', {
      params: SubmitParams,
      body: SubmitAnswerBody,
      response: { 200: SubmitAnswerResponse },
    }),
    resetSession: r('POST', '/subjects/reset-session/:studentId/:activityId/', {
      params: PlayParams,
      response: { 200: ResetSessionResponse },
    }),
  },
} as const;

/** The header a create call may carry so that a repeat creates nothing (issue 17 item 7). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Calls that create something. They accept an Idempotency-Key header: a repeat with the same key (even a
 * concurrent one) answers the first call's result and creates nothing (issue 17 item 7).
 */
export const idempotentRoutes: readonly Route[] = [
  routes.management.addTeacher,
  routes.management.addSection,
  routes.management.addStudent,
  routes.management.addSubject,
  routes.management.createActivity,
  routes.management.addQuestion,
  routes.management.duplicateActivity,
  routes.management.upload,
];

/** Fills a route's `:param` placeholders, encoding each value. */
export function buildPath(route: Route | string, params: Record<string, string | number> = {}): string {
  const path = typeof route === 'string' ? route : route.path;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type SchemaOf<R> = R extends Route<infer S> ? S : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;
type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** What a route answers on success: its 200 answer, else its 201 answer (`unknown` for files). */
export type ResponseOf<R extends Route> =
  SchemaOf<R> extends { response: { 200: infer T } } ? Output<T> : SchemaOf<R> extends { response: { 201: infer T } } ? Output<T> : unknown;
/** The JSON body a route takes, as the client writes it (before the server's coercion and defaults). */
export type BodyOf<R extends Route> = SchemaOf<R> extends { body: infer T } ? Input<T> : never;
/** The path parameters a route takes, by name. */
export type ParamsOf<R extends Route> = SchemaOf<R> extends { params: infer T } ? Record<keyof Input<T>, string | number> : never;
/** The query a route takes, by name. */
export type QueryOf<R extends Route> =
  SchemaOf<R> extends { querystring: infer T } ? { [K in keyof Input<T>]?: string | number | boolean | null } : never;
