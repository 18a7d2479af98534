/** Business constants and limits of spec §9, shared by server and web. */
export const limits = {
  /** An access token counts as expired this long before it does (spec §4). */
  tokenExpirySkewSeconds: 60,
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
  otpMinutes: 10,
  otpMaxWrongTries: 5,
  resetLinkMinutes: 60,
  verifyLinkHours: 48,
  staffPasswordMin: 8,
  staffPasswordMax: 30,
  usernameMin: 3,
  usernameMax: 150,
  emailMax: 254,
  pdfMaxBytes: 10 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
  audioMaxBytes: 5 * 1024 * 1024,
  /** A recording of one library word or prompt (issue 15 item 4): a few seconds of speech. */
  libraryRecordingMaxBytes: 1024 * 1024,
  libraryRecordingMaxSeconds: 20,
  jsonBodyMaxBytes: 1024 * 1024,
  requiredScoreMin: 1,
  requiredScoreMax: 100,
  requiredScoreDefault: 80,
  fileNameDisplayChars: 20,
  classCodeLength: 6,
  /** Student lock-out: this many wrong passwords within the window locks the account (issue 2). */
  studentLockoutFailures: 10,
  studentLockoutWindowMinutes: 15,
  studentLockoutMinutes: 5,
  mobileBreakpointPx: 768,
  /** A class list file (issue 12): a school's LIS export of a section is a few kilobytes. */
  classListMaxBytes: 2 * 1024 * 1024,
  /** Rows of one class list import: a few sections' worth at most. */
  classListMaxRows: 300,
  /** DepEd's Learner Reference Number: 12 digits. */
  lrnDigits: 12,
  /** DepEd's School ID: 6 digits. */
  schoolIdDigits: 6,
  /** A school's emailed invitation to a teacher works this long (issue 20 item 3). */
  inviteDays: 7,
} as const;

/** Timings of spec §9, in milliseconds. */
export const timings = {
  redirectAfterResetMs: 2000,
  redirectAfterVerifyMs: 3000,
  popupHideMs: 3000,
  afterStudentDeleteMs: 5000,
  rewardDelayMs: 2000,
  rewardDelayMobileMs: 1500,
  matchingNextMs: 2000,
  multipleChoiceNextMs: 2500,
  promptAudioDelayMs: 500,
  tracingPromptAudioDelayMs: 300,
  hintAudioDelayMs: 1000,
  tracingSuccessDelayMs: 2000,
  tracingFailureDelayMs: 3000,
} as const;

/** Request time-outs of spec §7. */
export const timeouts = { defaultMs: 10_000, authenticatedMs: 120_000 } as const;

/** Class codes avoid characters a child confuses: no 0/O, 1/I/L (issue 3). */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Normalises what a child typed into a class code: upper-case, no spaces or dashes. */
export function normaliseClassCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
