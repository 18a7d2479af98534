/**
 * Server messages by key, in English (the spec's exact text) and Filipino. The server answers
 * `{error, errors}` with these texts in the request's language (Accept-Language: en or tl).
 * Each feature adds its keys here; a key without both languages does not compile.
 */
export type Language = 'en' | 'tl';
export const LANGUAGES: readonly Language[] = ['en', 'tl'];

/** A message in both languages. */
export interface BilingualMessage {
  en: string;
  tl: string;
}

const m = (en: string, tl: string): BilingualMessage => ({ en, tl });

export const messages = {
  // generic
  internal: m('Something went wrong. Please try again later.', 'May nangyaring mali. Pakisubukang muli mamaya.'),
  notFound: m('Not found.', 'Hindi nahanap.'),
  routeNotFound: m('This address does not exist.', 'Walang ganitong address.'),
  invalidInput: m('Please check the highlighted fields.', 'Pakisuri ang mga may markang field.'),
  invalidJson: m('The request body is not valid JSON.', 'Hindi wastong JSON ang ipinadala.'),
  bodyTooLarge: m('The request is too large.', 'Masyadong malaki ang ipinadala.'),
  unsupportedMediaType: m('This file type is not allowed.', 'Hindi pinapayagan ang ganitong uri ng file.'),
  notSignedIn: m('Please sign in.', 'Mangyaring mag-sign in.'),
  invalidToken: m('Your session has expired. Please sign in again.', 'Nag-expire na ang iyong session. Mag-sign in muli.'),
  forbidden: m('You are not allowed to do this.', 'Hindi ka pinapayagang gawin ito.'),
  csrfMissing: m('Security error. Please refresh the page and try again.', 'Error sa seguridad. I-refresh ang pahina at subukang muli.'),
  tooManyAttempts: m('Too many attempts. Please wait and try again.', 'Masyadong maraming pagsubok. Maghintay muna at subukang muli.'),
  organizationNotFound: m('Organization ID not found', 'Hindi nahanap ang Organization ID'),
  required: m('This field is required.', 'Kailangan ang field na ito.'),

  // account (spec §5, §8 'Account')
  usernameRequired: m('Username is required', 'Kailangan ang username'),
  usernameTooShort: m('Username must be at least 3 characters', 'Dapat hindi bababa sa 3 character ang username'),
  usernameInvalid: m('Username may use letters, digits and . _ - only', 'Mga titik, numero at . _ - lamang ang puwede sa username'),
  emailRequired: m('Email is required', 'Kailangan ang email'),
  emailInvalid: m('Email is invalid', 'Hindi wasto ang email'),
  passwordRequired: m('Password is required', 'Kailangan ang password'),
  passwordWeak: m('Password does not meet requirements', 'Hindi tugma ang password sa mga kailangan'),
  passwordWeakReset: m('Password does not meet requirements.', 'Hindi tugma ang password sa mga kailangan.'),
  confirmRequired: m('Please confirm your password', 'Pakikumpirma ang iyong password'),
  passwordsDoNotMatch: m('Passwords do not match', 'Hindi magkatugma ang mga password'),
  roleRequired: m('Role is required', 'Kailangang pumili ng tungkulin'),
  roleInvalid: m('Role must be teacher or admin', 'Dapat teacher o admin ang tungkulin'),
  emailExists: m('A user with this email already exists.', 'May user na gumagamit ng email na ito (email already exists).'),
  usernameExists: m('A user with this username already exists.', 'May user na gumagamit ng username na ito (username already exists).'),
  registered: m(
    'Registration successful. Please check your email to verify your account.',
    'Matagumpay ang pagrehistro. Tingnan ang iyong email para i-verify ang account.',
  ),
  verificationResent: m(
    'If this account needs verification, a new email was sent.',
    'Kung kailangan pang i-verify ang account na ito, nagpadala kami ng bagong email.',
  ),
  emailVerified: m('Email verified successfully.', 'Matagumpay na na-verify ang email.'),
  emailAlreadyVerified: m('Email already verified.', 'Na-verify na ang email.'),
  verificationInvalid: m(
    'This verification link is invalid or has expired.',
    'Hindi wasto o expired na ang link na ito para sa pag-verify.',
  ),
  invalidCredentials: m('Invalid email or password.', 'Maling email o password.'),
  emailNotVerified: m(
    'Please verify your email first. Check your inbox for the link.',
    'I-verify muna ang iyong email. Tingnan ang link sa iyong inbox.',
  ),
  accountInactive: m(
    'This account is inactive. Please contact your school administrator.',
    'Hindi aktibo ang account na ito. Makipag-ugnayan sa administrator ng paaralan.',
  ),
  notAnAdmin: m('This account is not an office staff account.', 'Hindi ito account ng office staff.'),
  notATeacher: m(
    'This account is an office staff account. Please use the office staff login.',
    'Account ito ng office staff. Gamitin ang login ng office staff.',
  ),
  // Issue 20: the same answer for any address (docs/security.md 'No oracles'), so it can't promise a code.
  otpSent: m(
    'If this email belongs to an office staff account, a 6-digit code was sent to it.',
    'Kung pag-aari ng office staff account ang email na ito, may ipinadalang 6-digit na code dito.',
  ),
  otpRequired: m('OTP is required', 'Kailangan ang OTP'),
  otpInvalid: m('The code is wrong or has expired. Please request a new one.', 'Mali o expired na ang code. Humingi ng bago.'),
  loginSuccess: m('Login successful.', 'Matagumpay na naka-login.'),
  resetLinkSent: m('If this email exists, a reset link was sent.', 'Kung may account ang email na ito, nagpadala kami ng link.'),
  resetInvalid: m(
    'This reset link is invalid or has expired. Please request a new password reset.',
    'Hindi wasto o expired na ang link. Humingi ng bagong link para sa pag-reset.',
  ),
  resetSuccess: m('Password reset successful! Redirecting to login...', 'Matagumpay na napalitan ang password! Babalik sa login...'),
  refreshInvalid: m('Your session has ended. Please sign in again.', 'Natapos na ang iyong session. Mag-sign in muli.'),
  loggedOut: m('Logged out.', 'Naka-logout na.'),
  idempotencyKeyInvalid: m(
    'The Idempotency-Key header must be 1 to 200 letters, digits or -_.:',
    'Ang Idempotency-Key header ay dapat 1 hanggang 200 titik, numero o -_.:',
  ),
  idempotencyKeyReused: m(
    'This Idempotency-Key was already used for another request.',
    'Nagamit na ang Idempotency-Key na ito sa ibang request.',
  ),
  requestInProgress: m(
    'The same request is still being processed. Please wait and try again.',
    'Pinoproseso pa ang parehong request. Maghintay muna at subukang muli.',
  ),
  profileUpdatedConfirmEmail: m(
    'Profile updated. We sent a link to your new email: the email changes once you confirm it.',
    'Na-update ang profile. Nagpadala kami ng link sa bago mong email: magbabago ang email kapag nakumpirma mo ito.',
  ),
  emailChangeConfirmed: m(
    'Your new email is confirmed. Use it to sign in from now on.',
    'Nakumpirma na ang bago mong email. Gamitin ito sa pag-sign in mula ngayon.',
  ),
  emailChangeReverted: m(
    'Your email is back and every session has ended. Please sign in again, and reset your password if someone else knows it.',
    'Naibalik na ang iyong email at natapos ang bawat session. Mag-sign in muli, at palitan ang password kung may ibang nakakaalam nito.',
  ),
  emailChangeInvalid: m('This link is invalid or has expired.', 'Hindi wasto o expired na ang link na ito.'),
  signedOutEverywhere: m('Signed out on every device.', 'Naka-sign out na sa lahat ng device.'),

  // students sign-in
  classCodeRequired: m('Class code is required', 'Kailangan ang class code'),
  classNotFound: m('Invalid code or server error. Please try again.', 'Maling code o may error sa server. Subukang muli.'),
  studentPasswordRequired: m('Password is required', 'Kailangan ang password'),
  studentPasswordWrong: m('Invalid password. Please try again.', 'Maling password. Subukang muli.'),
  studentNotFound: m('Student not found.', 'Hindi nahanap ang mag-aaral.'),
  // class tablet (issue 13 item 4)
  tabletPinFormat: m('The PIN is 4 to 6 digits.', 'Ang PIN ay 4 hanggang 6 na numero.'),
  tabletPinWrong: m('Wrong PIN. Please try again.', 'Maling PIN. Subukang muli.'),
  tabletKeyInvalid: m('This tablet is no longer a class tablet.', 'Hindi na class tablet ang tablet na ito.'),
  classTabletLeft: m('Class tablet mode is off.', 'Naka-off na ang class tablet mode.'),
  studentLocked: m(
    'Too many wrong passwords. Please wait a little and try again, or ask your teacher.',
    'Masyadong maraming maling password. Maghintay nang kaunti at subukang muli, o magtanong sa guro.',
  ),

  // staff workspace (issue 3; spec §5, §8 'Staff screens'). {{name}} is filled in by the server or i18next.
  errorOccurred: m('An error occurred', 'May naganap na error'),
  teacherFieldsRequired: m(
    'Username, email, and password are required to add a teacher.',
    'Kailangan ang username, email, at password para makapagdagdag ng guro.',
  ),
  teacherAdded: m('Teacher added successfully.', 'Matagumpay na naidagdag ang guro.'),
  teacherUpdated: m('Teacher updated successfully.', 'Matagumpay na na-update ang guro.'),
  teacherDeactivated: m('{{name}} has been moved to inactive teachers.', 'Inilipat si {{name}} sa mga hindi aktibong guro.'),
  teacherDeleted: m('{{name}} has been deleted successfully.', 'Matagumpay na natanggal si {{name}}.'),
  teacherRestored: m('{{name}} has been restored successfully.', 'Matagumpay na naibalik si {{name}}.'),
  deleteTeacherFailed: m('Failed to delete teacher', 'Hindi natanggal ang guro'),
  restoreTeacherFailed: m('Failed to restore teacher', 'Hindi naibalik ang guro'),
  teacherStillActive: m('Deactivate this teacher before deleting them.', 'I-deactivate muna ang gurong ito bago ito tanggalin.'),
  teacherHasSections: m(
    "Choose another teacher of the school to take over this teacher's sections first.",
    'Pumili muna ng ibang guro ng paaralan na hahawak sa mga seksyon ng gurong ito.',
  ),
  reassignTeacherInvalid: m(
    'Choose an active teacher of your school other than this one.',
    'Pumili ng ibang aktibong guro ng inyong paaralan.',
  ),
  selectTeacher: m('Please select a teacher.', 'Pumili ng guro.'),
  sectionNameRequired: m('Section name is required.', 'Kailangan ang pangalan ng seksyon.'),
  sectionImageInvalid: m(
    'Choose a thumbnail: GUMAMELA, ORCHID, ROSAS or SAMPAGUITA.',
    'Pumili ng larawan: GUMAMELA, ORCHID, ROSAS o SAMPAGUITA.',
  ),
  sectionCreated: m('Section created successfully!', 'Matagumpay na nagawa ang seksyon!'),
  sectionDeleted: m('Section deleted successfully!', 'Matagumpay na natanggal ang seksyon!'),
  sectionDeletedReassigned: m(
    'Section deleted and students reassigned successfully!',
    'Natanggal ang seksyon at matagumpay na nailipat ang mga mag-aaral!',
  ),
  createSectionFailed: m('Failed to create section', 'Hindi nagawa ang seksyon'),
  fetchStudentsFailed: m('Failed to fetch students.', 'Hindi nakuha ang mga mag-aaral.'),
  deleteSectionFailed: m(
    'Failed to delete section and reassign students.',
    'Hindi natanggal ang seksyon at hindi nailipat ang mga mag-aaral.',
  ),
  sectionHasStudents: m(
    'This section still has students. Move them to another section or to unassigned first.',
    'May mga mag-aaral pa sa seksyong ito. Ilipat muna sila sa ibang seksyon o gawing walang seksyon.',
  ),
  reassignTargetInvalid: m(
    'A student cannot be moved into the section being deleted.',
    'Hindi maaaring ilipat ang mag-aaral sa seksyong tinatanggal.',
  ),
  studentsReassigned: m('Students reassigned successfully!', 'Matagumpay na nailipat ang mga mag-aaral!'),
  fetchUnassignedFailed: m('Failed to fetch unassigned students', 'Hindi nakuha ang mga mag-aaral na walang seksyon'),
  addStudentFailed: m('Failed to add student', 'Hindi naidagdag ang mag-aaral'),
  fetchStudentsError: m('Error fetching students.', 'Nagkaroon ng error sa pagkuha ng mga mag-aaral.'),
  fetchStudentError: m('Error fetching student information.', 'Nagkaroon ng error sa pagkuha ng impormasyon ng mag-aaral.'),
  updateStudentFailed: m('Failed to update student. {{error}}', 'Hindi na-update ang mag-aaral. {{error}}'),
  deleteStudentFailed: m('Failed to delete student.', 'Hindi natanggal ang mag-aaral.'),
  studentAdded: m('Student added successfully!', 'Matagumpay na naidagdag ang mag-aaral!'),
  studentUpdated: m('Student updated successfully.', 'Matagumpay na na-update ang mag-aaral.'),
  studentDeleted: m('Student deleted successfully!', 'Matagumpay na natanggal ang mag-aaral!'),
  studentUnlocked: m('{{name}} can sign in again.', 'Makakapag-sign in na muli si {{name}}.'),
  studentNotUnassigned: m('This student already belongs to a section.', 'May seksyon na ang mag-aaral na ito.'),
  studentNameRequired: m('Name is required.', 'Kailangan ang pangalan.'),
  avatarUnknown: m('Please choose one of the pictures.', 'Pumili ng isa sa mga larawan.'),
  avatarTaken: m(
    'Another child of this class has that picture. Please choose another.',
    'May ibang bata sa klaseng ito na may ganyang larawan. Pumili ng iba.',
  ),
  parentGuardianRequired: m('Parent/Guardian is required.', 'Kailangan ang magulang o tagapag-alaga.'),
  contactNumberRequired: m('Contact number is required.', 'Kailangan ang numero ng telepono.'),
  contactNumberInvalid: m(
    'Contact number may use digits, spaces, +, - and parentheses only.',
    'Mga numero, espasyo, +, - at panaklong lamang ang puwede sa numero ng telepono.',
  ),
  genderRequired: m('Please choose a gender.', 'Pumili ng kasarian.'),
  studentPasswordWeak: m('Please meet all password requirements', 'Pakitugunan ang lahat ng kailangan sa password'),
  consentRequired: m('Please confirm parental consent', 'Pakikumpirma ang pahintulot ng magulang'),
  consentRequiredEdit: m('You must confirm parental consent.', 'Kailangan mong kumpirmahin ang pahintulot ng magulang.'),
  updateProfileFailed: m('Failed to update profile', 'Hindi na-update ang profile'),
  loadUserInfoFailed: m('Failed to load user info', 'Hindi nakuha ang impormasyon ng user'),
  profileUpdated: m('Profile updated successfully!', 'Matagumpay na na-update ang profile!'),
  newPasswordMismatch: m('New password and confirmation do not match.', 'Hindi magkatugma ang bagong password at ang kumpirmasyon.'),
  currentPasswordRequired: m(
    'Please enter your current password to change your password or email.',
    'Ilagay ang kasalukuyang password para mapalitan ang password o email.',
  ),
  currentPasswordWrong: m('Your current password is incorrect.', 'Mali ang kasalukuyang password.'),
  imageOnly: m('Please choose an image file (PNG, JPEG, GIF or WebP).', 'Pumili ng larawan (PNG, JPEG, GIF o WebP).'),
  imageTooLarge: m('Image must be 5MB or smaller.', 'Hanggang 5MB lamang ang larawan.'),
  // class list import and export, LRN and DepEd School ID (issue 12)
  lrnInvalid: m('LRN must be exactly 12 digits.', 'Dapat eksaktong 12 numero ang LRN.'),
  lrnTaken: m('Another student of this school already has this LRN.', 'May ibang mag-aaral sa paaralang ito na may ganitong LRN.'),
  lrnRepeatedInFile: m('This LRN appears more than once in the file.', 'Higit sa isang beses lumabas ang LRN na ito sa file.'),
  sexRequired: m('Sex is required: M or F.', 'Kailangan ang kasarian: M o F.'),
  sexUnknown: m('Sex must be M or F (Male/Female, Lalaki/Babae).', 'Dapat M o F ang kasarian (Male/Female, Lalaki/Babae).'),
  birthDateInvalid: m(
    'Birth date must be a real date such as 2019-06-15 or 06/15/2019.',
    'Dapat totoong petsa ang kapanganakan, gaya ng 2019-06-15 o 06/15/2019.',
  ),
  alreadyInSection: m(
    'A student with this name and birth date is already in this section.',
    'May mag-aaral na sa seksyong ito na may ganitong pangalan at kapanganakan.',
  ),
  nameRepeatedInFile: m(
    'This name and birth date appear more than once in the file.',
    'Higit sa isang beses lumabas sa file ang pangalan at kapanganakang ito.',
  ),
  valueTooLong: m('This value is too long.', 'Masyadong mahaba ang nakasulat dito.'),
  importFileRequired: m('Please choose a CSV or Excel (.xlsx) file.', 'Pumili ng CSV o Excel (.xlsx) na file.'),
  importFileEmpty: m('The file is empty: it has no rows of students.', 'Walang laman ang file: walang hanay ng mag-aaral.'),
  importFileType: m('Only CSV or Excel (.xlsx) files can be imported.', 'CSV o Excel (.xlsx) na file lamang ang maaaring i-import.'),
  importFileTooLarge: m('The class list file must be 2 MB or smaller.', 'Hanggang 2 MB lamang ang file ng listahan ng klase.'),
  importFileUnreadable: m(
    'This file could not be read. Save it again as CSV or Excel (.xlsx) and try again.',
    'Hindi mabasa ang file na ito. I-save itong muli bilang CSV o Excel (.xlsx) at subukang muli.',
  ),
  importNoNameColumn: m(
    'No name column was found. The first row must have headers such as LRN, Name (or Last Name, First Name), Sex.',
    'Walang nahanap na column ng pangalan. Dapat may header ang unang hanay, gaya ng LRN, Pangalan (o Apelyido, Unang Pangalan), Kasarian.',
  ),
  importTooManyRows: m('A class list can have at most 300 students.', 'Hanggang 300 mag-aaral lamang ang isang listahan ng klase.'),
  importHasErrors: m(
    'Some rows have problems. Nobody was added: fix the rows and try again.',
    'May mga hanay na may problema. Walang naidagdag: ayusin ang mga hanay at subukang muli.',
  ),
  importDone: m('{{count}} students imported.', 'Naidagdag ang {{count}} mag-aaral.'),
  schoolIdInvalid: m('DepEd School ID must be exactly 6 digits.', 'Dapat eksaktong 6 na numero ang DepEd School ID.'),
  schoolUpdated: m('School details saved.', 'Na-save ang impormasyon ng paaralan.'),
  timeZoneInvalid: m('Choose a time zone from the list.', 'Pumili ng time zone mula sa listahan.'),
  retentionInvalid: m(
    'Enter a whole number of years from 1 to 20, or leave it blank.',
    'Maglagay ng buong bilang ng taon mula 1 hanggang 20, o iwanang blangko.',
  ),
  // subjects, activities, authoring, files, assignment (issue 4; spec §5, §8 'Subjects', 'PDF', 'Activities')
  subjectNameRequired: m('Subject name required', 'Kailangan ang pangalan ng asignatura'),
  subjectCoverInvalid: m('Choose a cover: BLUE, GREEN, RED or YELLOW.', 'Pumili ng pabalat: BLUE, GREEN, RED o YELLOW.'),
  sectionRequired: m('Please select a section.', 'Pumili ng seksyon.'),
  subjectExists: m('A subject with this name already exists in this section.', 'May asignatura nang ganito ang pangalan sa seksyong ito.'),
  subjectAdded: m('Subject added successfully!', 'Matagumpay na naidagdag ang asignatura!'),
  subjectDeleted: m('Subject deleted successfully!', 'Matagumpay na natanggal ang asignatura!'),
  activityTitleRequired: m('Activity title is required', 'Kailangan ang pamagat ng gawain'),
  activityTypeInvalid: m(
    'Choose an activity type: matching, multiple choice or tracing.',
    'Pumili ng uri ng gawain: matching, multiple choice o tracing.',
  ),
  activityIconInvalid: m('Choose one of the activity icons.', 'Pumili ng isa sa mga icon ng gawain.'),
  requiredScoreInvalid: m('Required score must be a number from 1 to 100.', 'Dapat numero mula 1 hanggang 100 ang kailangang iskor.'),
  lessonLinkInvalid: m('The lesson link must start with http:// or https://', 'Dapat magsimula sa http:// o https:// ang link ng aralin'),
  conceptNotFound: m('Concept not found.', 'Hindi nahanap ang konsepto.'),
  conceptNameRequired: m('Concept name is required', 'Kailangan ang pangalan ng konsepto'),
  competencyUnknown: m('Choose a competency from the list.', 'Pumili ng kakayahan mula sa listahan.'),
  activityCreated: m('Activity created successfully!', 'Matagumpay na nagawa ang gawain!'),
  activityDeleted: m('Activity deleted successfully!', 'Matagumpay na natanggal ang gawain!'),
  prebuiltReadOnly: m('Prebuilt activities cannot be changed.', 'Hindi maaaring baguhin ang mga nakahandang gawain.'),
  createActivityFirst: m('Create the activity first!', 'Gumawa muna ng gawain!'),
  questionSaved: m('Question saved successfully!', 'Matagumpay na nai-save ang tanong!'),
  tooManyQuestions: m('An activity can have at most 200 questions.', 'Hanggang 200 tanong lamang ang puwede sa isang gawain.'),
  // issue 12: editing, reordering, copying and previewing activities
  activityUpdated: m('Activity updated successfully!', 'Matagumpay na na-update ang gawain!'),
  activityDuplicated: m('Activity copied successfully!', 'Matagumpay na nakopya ang gawain!'),
  questionUpdated: m('Question updated successfully!', 'Matagumpay na na-update ang tanong!'),
  questionDeleted: m('Question deleted successfully!', 'Matagumpay na natanggal ang tanong!'),
  questionsReordered: m('Question order saved.', 'Nai-save ang pagkakasunod-sunod ng mga tanong.'),
  questionOrderInvalid: m(
    'The order must list every question of the activity once.',
    'Dapat nakalista nang isang beses ang bawat tanong ng gawain.',
  ),
  activityTypeUnchangeable: m(
    'The type of an activity cannot be changed. Make a new activity instead.',
    'Hindi mababago ang uri ng gawain. Gumawa na lang ng bagong gawain.',
  ),
  previewQuestionNotFound: m('This question is not part of the activity.', 'Hindi bahagi ng gawain ang tanong na ito.'),
  difficultyInvalid: m('Choose a difficulty: easy, medium or hard.', 'Pumili ng antas: easy, medium o hard.'),
  questionTextRequired: m('Question text is required', 'Kailangan ang teksto ng tanong'),
  choiceTextRequired: m('Every choice needs text', 'Kailangang may teksto ang bawat pagpipilian'),
  choiceCountInvalid: m('A question needs 2 to 6 choices.', 'Kailangan ng 2 hanggang 6 na pagpipilian ang isang tanong.'),
  choicesMustDiffer: m('Each choice must be different.', 'Dapat magkakaiba ang bawat pagpipilian.'),
  selectCorrectAnswer: m('Please select at least one correct answer', 'Pumili ng kahit isang tamang sagot'),
  tooManyCorrectEasy: m(
    'Too many correct answers for easy difficulty (max 1)',
    'Sobra ang tamang sagot para sa easy na antas (hanggang 1)',
  ),
  tooManyCorrectMedium: m(
    'Too many correct answers for medium difficulty (max 2)',
    'Sobra ang tamang sagot para sa medium na antas (hanggang 2)',
  ),
  tooManyCorrectHard: m(
    'Too many correct answers for hard difficulty (max 3)',
    'Sobra ang tamang sagot para sa hard na antas (hanggang 3)',
  ),
  pairContentRequired: m('At least one pair must have content', 'Dapat may laman ang kahit isang pares'),
  pairIncomplete: m('Every pair needs a prompt and an answer.', 'Kailangan ng tanong at sagot ang bawat pares.'),
  pairCountInvalid: m('A matching set needs 2 to 4 pairs.', 'Kailangan ng 2 hanggang 4 na pares ang isang matching set.'),
  answersMustDiffer: m('Each answer must be different.', 'Dapat magkakaiba ang bawat sagot.'),
  tracingTargetsRequired: m('Please choose at least one letter, number or shape.', 'Pumili ng kahit isang titik, numero o hugis.'),
  tracingTargetUnknown: m('Letter/shape not found', 'Hindi nahanap ang titik/hugis'),
  fileNotFound: m('File not found. Please upload it again.', 'Hindi nahanap ang file. Pakii-upload itong muli.'),
  pdfRequired: m('Please select a PDF file.', 'Pumili ng PDF file.'),
  pdfTooLarge: m('File size must be less than 10MB.', 'Dapat mas maliit sa 10MB ang file.'),
  pdfUploaded: m('PDF uploaded successfully!', 'Matagumpay na na-upload ang PDF!'),
  pdfRemoved: m('PDF removed successfully!', 'Matagumpay na natanggal ang PDF!'),
  uploadFileRequired: m('Please select an image or audio file.', 'Pumili ng larawan o audio file.'),
  uploadTooLarge: m('File size must be less than 5MB.', 'Dapat mas maliit sa 5MB ang file.'),
  // issue 15 item 4: recording the library
  libraryClipNotFound: m('This word or prompt is not in the library.', 'Wala sa library ang salita o tanong na ito.'),
  libraryRecordingRequired: m('Please record the word, or choose an audio file.', 'I-record ang salita, o pumili ng audio file.'),
  libraryRecordingNotAudio: m(
    'This is not a recording. Use a WebM, Ogg, MP3, M4A or WAV audio file.',
    'Hindi ito recording. Gumamit ng audio file na WebM, Ogg, MP3, M4A o WAV.',
  ),
  libraryRecordingTooLarge: m('A recording must be smaller than 1 MB.', 'Dapat mas maliit sa 1 MB ang recording.'),
  libraryRecordingTooLong: m(
    'A recording must be at most 20 seconds long. Say just the word or the prompt.',
    'Hanggang 20 segundo lamang ang recording. Sabihin lamang ang salita o ang tanong.',
  ),
  // issue 18 item 2: uploads with limits
  pdfHasScript: m(
    'This PDF contains scripts or actions that could run on other computers. Save it again as a plain PDF (for example with "Print to PDF") and upload that.',
    'May script o aksyon ang PDF na ito na maaaring tumakbo sa ibang computer. I-save itong muli bilang simpleng PDF (halimbawa, gamit ang "Print to PDF") at iyon ang i-upload.',
  ),
  storageFull: m(
    "Your school's storage for files is full. Remove files you no longer need, or ask your school's IT office for more space.",
    'Puno na ang storage ng paaralan para sa mga file. Alisin ang mga file na hindi na kailangan, o humingi ng dagdag na espasyo sa IT office ng paaralan.',
  ),
  uploadsTooFast: m(
    'Too many files uploaded in a short time. Please wait a few minutes and try again.',
    'Masyadong maraming file ang na-upload sa maikling panahon. Maghintay ng ilang minuto at subukang muli.',
  ),
  selectStudentsToAssign: m('Please select at least one student to assign.', 'Pumili ng kahit isang mag-aaral na bibigyan ng gawain.'),
  selectStudentsToUnassign: m('Please select at least one student to unassign.', 'Pumili ng kahit isang mag-aaral na babawian ng gawain.'),
  studentsNotInSection: m('Some selected students are not in this section.', 'May napiling mag-aaral na wala sa seksyong ito.'),
  assignSubjectRequired: m('Please choose the subject to assign this activity from.', 'Pumili ng asignaturang pagbibigyan ng gawaing ito.'),
  activityAssigned: m('Activity successfully assigned!', 'Matagumpay na naibigay ang gawain!'),
  // drafts (issue 20; not in the spec)
  activityPublished: m(
    'Activity published! The children of this section can play it now.',
    'Nailathala ang gawain! Malalaro na ito ng mga bata sa seksyong ito.',
  ),
  activityNeedsQuestion: m(
    'Add at least one question before children get this activity.',
    'Magdagdag muna ng kahit isang tanong bago ibigay ang gawaing ito sa mga bata.',
  ),
  activityUnassigned: m('Activity successfully unassigned!', 'Matagumpay na binawi ang gawain!'),
  // student play and the student's own calls (issue 5; spec §8 'Student side'). {{title}} is filled in by the server.
  answerInvalid: m('This answer could not be read. Please try again.', 'Hindi mabasa ang sagot na ito. Subukang muli.'),
  otherLanguageInvalid: m('other_language must be true or false.', 'Dapat true o false ang other_language.'),
  noQuestionAvailable: m('No question available', 'Walang available na tanong'),
  noOpenSession: m('This activity was not started. Please start it again.', 'Hindi pa nasisimulan ang gawaing ito. Simulan itong muli.'),
  questionNotCurrent: m(
    'This question is no longer open. Please get the next question.',
    'Sarado na ang tanong na ito. Kunin ang susunod na tanong.',
  ),
  answerIdReused: m(
    'This answer was already sent for another question. Please answer again.',
    'Naipadala na ang sagot na ito para sa ibang tanong. Sumagot muli.',
  ),
  attemptOutOfOrder: m('Please answer the first try before the next one.', 'Sagutin muna ang unang subok bago ang susunod.'),
  guidanceHarder: m("Great job! Let's try a harder one.", 'Magaling! Subukan natin ang mas mahirap.'),
  guidanceEasier: m("Let's try an easier one.", 'Subukan natin ang mas madali.'),
  guidanceReview: m('Let\'s remember "{{title}}"!', 'Balikan natin ang "{{title}}"!'),
  guidanceRepeat: m("Let's finish this one.", 'Tapusin natin ito.'),
  // a tracing question served again after it was left to practice later (issue 15)
  guidancePracticeLater: m("Let's practice this one again!", 'Sanayin natin ulit ito!'),
  // a question missed earlier in the session, served again as its second chance (issue 14 item 5)
  guidanceSecondChance: m("Let's try this one again!", 'Subukan natin ulit ito!'),
  sessionEndMastered: m('Great job! You reached the score for this activity!', 'Magaling! Naabot mo ang iskor para sa gawaing ito!'),
  sessionEndFinished: m(
    'Good work! You finished the activity. Keep practicing to reach the goal!',
    'Magandang gawa! Natapos mo ang gawain. Magsanay pa para maabot ang layunin!',
  ),
  sessionEndTryAgain: m("Nice try! Let's practice this again together.", 'Magandang subok! Sanayin natin ulit ito nang magkasama.'),
  sessionReset: m('The session was ended. Your answers are saved.', 'Tinapos ang session. Naka-save ang iyong mga sagot.'),
  noSessionToReset: m('There was no open session.', 'Walang bukas na session.'),
  contactTeacherSent: m('Your message was sent to the teacher.', 'Naipadala na ang iyong mensahe sa guro.'),
  contactTeacherNoTeacher: m('This student has no class teacher yet.', 'Wala pang guro ang mag-aaral na ito.'),
  contactTeacherDefault: m('Please get in touch with me about my child.', 'Pakikontak po ako tungkol sa aking anak.'),
  contactReasonInvalid: m('Choose one of the reasons shown.', 'Pumili ng isa sa mga dahilang nakalista.'),
  contactReasonSick: m('My child is sick', 'May sakit ang aking anak'),
  contactReasonReadingHelp: m('My child needs help with reading', 'Kailangan ng aking anak ng tulong sa pagbasa'),
  contactReasonNumbersHelp: m('My child needs help with numbers', 'Kailangan ng aking anak ng tulong sa numero'),
  contactReasonCallMe: m('Please call me', 'Pakitawagan po ako'),
  // dashboards, performance, reports, teacher messages (issue 7; spec §2, §8 'Staff screens'). Also printed in the PDF reports.
  reportTypeInvalid: m('Unknown report type.', 'Hindi kilalang uri ng ulat.'),
  noPerformanceData: m('No Performance Data Available', 'Wala pang datos ng pagganap'),
  noConceptsData: m('No concepts data available', 'Wala pang datos ng mga konsepto'),
  noTeacherData: m('No teacher data available.', 'Wala pang datos ng mga guro.'),
  noRecentSchoolActivities: m('No recent activities in the school.', 'Walang bagong gawain sa paaralan.'),
  noRecentSectionActivities: m('No recent activities assigned to this section.', 'Walang bagong gawaing ibinigay sa seksyong ito.'),
  noActiveStudentsToday: m('No students have been active today.', 'Wala pang aktibong mag-aaral ngayong araw.'),
  // a child's data rights and the audit log (issue 18, RA 10173).
  studentErased: m(
    "The child's personal data was erased. Their anonymous results stay in the school's figures.",
    'Nabura na ang personal na datos ng bata. Nananatili sa mga bilang ng paaralan ang mga resultang walang pangalan.',
  ),
  erasureRequested: m(
    'Your request was sent to the school admins. They will erase the record.',
    'Naipadala na ang iyong kahilingan sa mga admin ng paaralan. Sila ang magbubura ng record.',
  ),
  auditDatesInvalid: m('The start date must come before the end date.', 'Dapat mauna ang petsa ng simula sa petsa ng pagtatapos.'),

  // joining a school (issue 20 item 3; not in the spec)
  notInSchool: m(
    'Your account is not part of a school yet. Ask your school office for the join code.',
    'Hindi pa kasali sa isang paaralan ang iyong account. Hingin ang join code sa opisina ng paaralan.',
  ),
  inviteSent: m('Invitation sent to {{email}}.', 'Naipadala ang imbitasyon sa {{email}}.'),
  inviteRevoked: m('The invitation was cancelled. Its link no longer works.', 'Kinansela ang imbitasyon. Hindi na gagana ang link nito.'),
  inviteInvalid: m(
    'This invitation link is not valid any more. Ask your school office for a new one.',
    'Hindi na wasto ang link ng imbitasyong ito. Humingi ng bago sa opisina ng paaralan.',
  ),
  inviteEmailHasAccount: m(
    "This email already has an Aralin account. A teacher who registered alone can join with the school's join code.",
    'May Aralin account na ang email na ito. Ang gurong nagrehistro nang mag-isa ay makakasali gamit ang join code ng paaralan.',
  ),
  inviteAccepted: m('Welcome! Your teacher account is ready.', 'Maligayang pagdating! Handa na ang iyong teacher account.'),
  firstNameRequired: m('First name is required', 'Kailangan ang pangalan'),
  lastNameRequired: m('Last name is required', 'Kailangan ang apelyido'),
  joinCodeRegenerated: m('A new join code was made. The old one no longer works.', 'Gumawa ng bagong join code. Hindi na gagana ang luma.'),
  joinCodeRequired: m('Please enter the join code.', 'Ilagay ang join code.'),
  joinCodeInvalid: m(
    'No school has this join code. Check it with your school office.',
    'Walang paaralang may ganitong join code. Itanong ito sa opisina ng paaralan.',
  ),
  joinRequestSent: m(
    'Your request was sent to {{school}}. An admin of the school will approve it.',
    'Naipadala ang iyong kahilingan sa {{school}}. Aaprubahan ito ng admin ng paaralan.',
  ),
  joinRequestCancelled: m('Your request was withdrawn.', 'Binawi ang iyong kahilingan.'),
  alreadyInSchool: m('Your account is already part of a school.', 'Kasali na sa isang paaralan ang iyong account.'),
  joinRequestApproved: m('{{name}} has joined the school.', 'Kasali na si {{name}} sa paaralan.'),
  joinRequestRefused: m('The request of {{name}} was refused.', 'Tinanggihan ang kahilingan ni {{name}}.'),
  joinRequestAnswered: m('This request was already answered.', 'Nasagot na ang kahilingang ito.'),
} satisfies Record<string, BilingualMessage>;

/** Every message key. */
export type MessageKey = keyof typeof messages;

/** The text of a message in a language (English when the language is unknown). */
export function messageText(key: MessageKey, language: Language = 'en'): string {
  return messages[key][language] ?? messages[key].en;
}

/** Picks en or tl from an Accept-Language header or language code. */
export function pickLanguage(value: string | undefined | null): Language {
  if (!value) return 'en';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('tl') || first.startsWith('fil') ? 'tl' : 'en';
}
