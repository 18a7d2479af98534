import { Navigate, useParams, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { VerifyEmail } from '../../features/account/components/verify-email';
import { EmailLinkScreen } from '../../features/account/components/email-link';
import { AcceptInviteScreen } from '../../features/account/components/accept-invite';

/** /reset-password and /reset-password/:token: the token from the path or ?token=, the email from ?email=. */
export function ResetPasswordRoute() {
  const { token: fromPath } = useParams();
  const [search] = useSearchParams();
  return <ResetPasswordForm token={fromPath ?? search.get('token') ?? ''} email={search.get('email') ?? ''} />;
}

/** /verify-email/?email=…&token=… (the link in the verification mail). */
export function VerifyEmailRoute() {
  const [search] = useSearchParams();
  return <VerifyEmail email={search.get('email') ?? ''} token={search.get('token') ?? ''} />;
}

/** /confirm-email?token=… and /revert-email?token=… (the links of an email change, issue 17). */
export function EmailLinkRoute({ kind }: { kind: 'confirm' | 'revert' }) {
  const [search] = useSearchParams();
  return <EmailLinkScreen kind={kind} token={search.get('token') ?? ''} />;
}

/** /accept-invite?token=… (the link of an admin's invitation, issue 20 item 3). */
export function AcceptInviteRoute() {
  const [search] = useSearchParams();
  return <AcceptInviteScreen token={search.get('token') ?? ''} />;
}

/** /login is where 'Go to Login' points (spec §2); choosing a sign-in happens on the landing page. */
export function LoginRedirectRoute() {
  return <Navigate to="/" replace />;
}
