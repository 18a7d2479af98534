/** Every API call of spec §7: method and exact path, with `:param` placeholders. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One API route: the method and the spec's path pattern. */
export interface Route {
  method: Method;
  path: string;
}

const r = (method: Method, path: string): Route => ({ method, path });

/** The route table. Paths end with '/' as the spec writes them; the server also answers without it. */
export const routes = {
  account: {
    csrf: r('GET', '/account/csrf/'),
    requestOtp: r('POST', '/account/admin/request-otp/'),
    adminLogin: r('POST', '/account/admin/login/'),
    teacherLogin: r('POST', '/account/teacher/login/'),
    forgotPassword: r('POST', '/account/forgot-password/'),
    resetPassword: r('POST', '/account/reset-password/'),
    register: r('POST', '/account/register/'),
    resendVerification: r('POST', '/account/resend-verification/'),
    verifyEmail: r('POST', '/account/verify-email/'),
    /** Confirms a new email from the link mailed to it (issue 17; not in the spec). */
    confirmEmailChange: r('POST', '/account/confirm-email-change/'),
    /** "This wasn't me": undoes an email change from the link mailed to the old address (issue 17; not in the spec). */
    revertEmailChange: r('POST', '/account/revert-email-change/'),
    logout: r('POST', '/account/logout/'),
    me: r('GET', '/account/me/'),
    /** The school and address of an emailed invitation, by its token (issue 20; not in the spec). */
    inviteDetails: r('GET', '/account/invite/'),
    /** Makes the invited teacher's account in the school and signs them in (issue 20; not in the spec). */
    acceptInvite: r('POST', '/account/invite/accept/'),
    refresh: r('POST', '/api/token/refresh/'),
  },
  management: {
    dashboard: r('GET', '/management/dashboard/:sectionId/'),
    adminDashboard: r('GET', '/management/admin-dashboard/'),
    adminDownloadReport: r('GET', '/management/admin/download-report/'),
    teachers: r('GET', '/management/teachers/'),
    addTeacher: r('POST', '/management/teachers/add/'),
    updateTeacher: r('PATCH', '/management/teachers/:id/'),
    deactivateTeacher: r('PATCH', '/management/teachers/:id/delete/'),
    restoreTeacher: r('PATCH', '/management/teachers/:id/restore/'),
    /** The school's open invitations; admins only (issue 20; not in the spec). */
    invites: r('GET', '/management/teachers/invites/'),
    /** Emails a teacher a link that makes an account in the school; admins only (issue 20; not in the spec). */
    inviteTeacher: r('POST', '/management/teachers/invites/'),
    /** Cancels an invitation so its link stops working; admins only (issue 20; not in the spec). */
    revokeInvite: r('DELETE', '/management/teachers/invites/:id/'),
    /** The school's join code, made on first view; admins only (issue 20; not in the spec). */
    joinCode: r('GET', '/management/school/join-code/'),
    /** A new join code; the old one stops working; admins only (issue 20; not in the spec). */
    regenerateJoinCode: r('POST', '/management/school/join-code/'),
    /** Pending requests to join the school; admins only (issue 20; not in the spec). */
    joinRequests: r('GET', '/management/join-requests/'),
    /** Moves the asking teacher into the school; admins only (issue 20; not in the spec). */
    approveJoinRequest: r('POST', '/management/join-requests/:id/approve/'),
    /** Refuses a request to join; admins only (issue 20; not in the spec). */
    refuseJoinRequest: r('POST', '/management/join-requests/:id/refuse/'),
    /** A teacher's own latest request and whether they are in a school (issue 20; not in the spec). */
    myJoinRequest: r('GET', '/management/join-requests/mine/'),
    /** A teacher not yet in a school asks to join one with its join code (issue 20; not in the spec). */
    requestToJoin: r('POST', '/management/join-requests/mine/'),
    /** Withdraws the teacher's pending request (issue 20; not in the spec). */
    cancelJoinRequest: r('DELETE', '/management/join-requests/mine/'),
    sections: r('GET', '/management/sections/'),
    addSection: r('POST', '/management/sections/add/'),
    section: r('GET', '/management/sections/:id/'),
    sectionStudents: r('GET', '/management/sections/:id/students/'),
    deleteSection: r('DELETE', '/management/sections/:id/delete/'),
    reassignStudents: r('PATCH', '/management/students/reassign/'),
    unassignedStudents: r('GET', '/management/students/unassigned/'),
    addStudent: r('POST', '/management/sections/:id/students/add/'),
    student: r('GET', '/management/sections/:sectionId/students/:studentId/'),
    updateStudent: r('PATCH', '/management/sections/:sectionId/students/:studentId/update/'),
    deleteStudent: r('DELETE', '/management/sections/:sectionId/students/:studentId/delete/'),
    /** Lifts a student's sign-in lock (issue 3; not in the spec). */
    unlockStudent: r('PATCH', '/management/sections/:sectionId/students/:studentId/unlock/'),
    /** The printable class sign-in sheet, a PDF (issue 3; not in the spec). */
    signInSheet: r('GET', '/management/sections/:id/sign-in-sheet/'),
    /** The same sheet with the starting passwords of just-imported children printed on their cards (issue 12). */
    signInSheetWithPasswords: r('POST', '/management/sections/:id/sign-in-sheet/'),
    /** A class list (CSV or XLSX, as DepEd LIS exports it) into a section (issue 12; not in the spec). */
    importStudents: r('POST', '/management/sections/:id/students/import/'),
    /** The section's class list as CSV, UTF-8 with a BOM (issue 12; not in the spec). */
    exportStudents: r('GET', '/management/sections/:id/students/export/'),
    studentProgress: r('GET', '/management/students/:id/progress/'),
    sectionSubjects: r('GET', '/management/sections/:id/subjects/'),
    addSubject: r('POST', '/management/subjects/add/'),
    deleteSubject: r('PATCH', '/management/subjects/:id/delete/'),
    activities: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/'),
    uploadPdf: r('PATCH', '/management/sections/:sectionId/activities/:activityId/upload-pdf/'),
    removePdf: r('PATCH', '/management/sections/:sectionId/activities/:activityId/remove-pdf/'),
    activity: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/:activityId/'),
    activityStudents: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/:activityId/students/'),
    prebuilt: r('GET', '/management/sections/:sectionId/subjects/:subjectId/activities/prebuilt/'),
    assignments: r('GET', '/management/sections/:sectionId/activities/:activityId/assignments/'),
    assign: r('POST', '/management/sections/:sectionId/activities/:activityId/assign/'),
    unassign: r('POST', '/management/sections/:sectionId/activities/:activityId/unassign/'),
    /** Publishes a draft to every child of the section (issue 20; not in the spec). */
    publishActivity: r('POST', '/management/sections/:sectionId/activities/:activityId/publish/'),
    deleteActivity: r('DELETE', '/management/activities/:id/delete/'),
    concepts: r('GET', '/management/concepts/'),
    upload: r('POST', '/management/upload/'),
    /** What the library's listening items say, with the school's recordings (issue 15 item 4; not in the spec). */
    libraryRecordings: r('GET', '/management/library-recordings/'),
    /** Records (or re-records) one of them for the school: multipart `file` (issue 15 item 4). */
    recordLibraryClip: r('PUT', '/management/library-recordings/:clipId/'),
    /** Removes the school's recording of one of them; the device's voice reads it again (issue 15 item 4). */
    removeLibraryRecording: r('DELETE', '/management/library-recordings/:clipId/'),
    createActivity: r('POST', '/management/sections/:sectionId/subjects/:subjectId/activities/create/'),
    addQuestion: r('POST', '/management/activities/:activityId/questions/'),
    /** Edits an activity (issue 12; not in the spec). */
    updateActivity: r('PATCH', '/management/activities/:id/'),
    /** An activity's questions with their authoring data, in order (issue 12). */
    activityQuestions: r('GET', '/management/activities/:id/questions/'),
    /** Puts an activity's questions in a new order (issue 12). */
    reorderQuestions: r('PATCH', '/management/activities/:id/questions/order/'),
    /** Edits one question; an answered one becomes a new version (issue 12). */
    updateQuestion: r('PATCH', '/management/questions/:id/'),
    /** Takes a question out of its activity; an answered one is kept hidden for the results (issue 12). */
    deleteQuestion: r('DELETE', '/management/questions/:id/'),
    /** Copies an activity (own or prebuilt) with its questions into a subject of the school (issue 12). */
    duplicateActivity: r('POST', '/management/activities/:id/duplicate/'),
    /** Every question of an activity as a child is served it, for staff to preview (issue 12). */
    previewActivity: r('GET', '/management/activities/:id/preview/'),
    /** Checks a preview answer; nothing is recorded (issue 12). */
    previewCheck: r('POST', '/management/activities/:id/preview/check/'),
    performance: r('GET', '/management/sections/:id/performance-monitoring/'),
    performanceReport: r('GET', '/management/download-performance-report/'),
    /** The caller's parents' messages (issue 7; not in the spec). */
    messages: r('GET', '/management/messages/'),
    /** Marks a parent's message read (issue 7; not in the spec). */
    markMessageRead: r('PATCH', '/management/messages/:id/read/'),
    settings: r('GET', '/management/settings/'),
    editProfile: r('PATCH', '/management/edit-profile/'),
    /** The caller's school: name and DepEd School ID (issue 12; not in the spec). */
    school: r('GET', '/management/school/'),
    /** Admins set the school's DepEd School ID (issue 12; not in the spec). */
    updateSchool: r('PATCH', '/management/school/'),
    /** The staff member's live sign-in sessions (issue 17; not in the spec). */
    signInSessions: r('GET', '/management/settings/sessions/'),
    /** Ends every session of the staff member, this one included (issue 17; not in the spec). */
    signOutEverywhere: r('POST', '/management/settings/sessions/sign-out-everywhere/'),
    /** The school's audit log, filtered; admins only (issue 18; not in the spec). */
    auditLog: r('GET', '/management/audit-log/'),
    /** The same lines as CSV (issue 18). */
    auditLogCsv: r('GET', '/management/audit-log/export/'),
    /** One child's whole record as JSON; admins only (issue 18). */
    exportStudent: r('GET', '/management/students/:id/export/'),
    /** The same record as a readable PDF for the parent, in the request's language (issue 18). */
    exportStudentPdf: r('GET', '/management/students/:id/export/pdf/'),
    /** Erases a child's personal data, keeping anonymous results; admins only (issue 18). */
    eraseStudent: r('POST', '/management/students/:id/erase/'),
    /** A teacher asks the admins to erase a child's data; recorded in the audit log (issue 18). */
    requestErasure: r('POST', '/management/students/:id/erase-request/'),
  },
  students: {
    byClassCode: r('GET', '/students/get-students/:classCode/'),
    login: r('POST', '/students/login/'),
    subjects: r('GET', '/students/:id/subjects/'),
    progress: r('GET', '/students/:id/progress/'),
    rewards: r('GET', '/students/:id/rewards/'),
    contactTeacher: r('POST', '/students/:id/contact-teacher/'),
    subjectActivities: r('GET', '/students/:userId/subjects/:subjectId/activities/'),
  },
  files: {
    /** A stored file by its unguessable key (avatars, cover photos, PDFs, pictures). */
    get: r('GET', '/files/:key'),
  },
  play: {
    nextQuestion: r('GET', '/subjects/next-question/:studentId/:activityId/'),
    submitAnswer: r('POST', '/subjects/submit-answer/:studentId/:activityId/:questionId/'),
    resetSession: r('POST', '/subjects/reset-session/:studentId/:activityId/'),
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
