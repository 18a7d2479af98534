/**
 * Server messages by key, in English (the spec's exact text) and Filipino. The server answers
 * `{error, errors}` with these texts in the request's language (Accept-Language: en or tl).
 * Each feature adds its keys here; a key without both languages does not compile.
 */
export type Language = 'en' | 'tl';
export const LANGUAGES: readonly Language[] = ['en', 'tl'];

/** A message in both languages. */
export interface Bilingual {
  en: string;
  tl: string;
}

const m = (en: string, tl: string): Bilingual => ({ en, tl });

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
  otpSent: m('A 6-digit code was sent to your email.', 'Nagpadala kami ng 6-digit na code sa iyong email.'),
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

  // students sign-in
  classCodeRequired: m('Class code is required', 'Kailangan ang class code'),
  classNotFound: m('Invalid code or server error. Please try again.', 'Maling code o may error sa server. Subukang muli.'),
  studentPasswordRequired: m('Password is required', 'Kailangan ang password'),
  studentPasswordWrong: m('Invalid password. Please try again.', 'Maling password. Subukang muli.'),
  studentNotFound: m('Student not found.', 'Hindi nahanap ang mag-aaral.'),
  studentLocked: m(
    'Too many wrong passwords. Please wait 5 minutes or ask your teacher.',
    'Masyadong maraming maling password. Maghintay ng 5 minuto o magtanong sa guro.',
  ),

  // staff workspace (issue 3)
  selectTeacher: m('Please select a teacher.', 'Pumili ng guro.'),
  consentRequired: m('Please confirm parental consent', 'Pakikumpirma ang pahintulot ng magulang'),
} satisfies Record<string, Bilingual>;

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
