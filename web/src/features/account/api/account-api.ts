/** Account calls of spec §7 'Account' as TanStack Query hooks. All are public: no bearer token. */
import {
  type AcceptInviteBody,
  type AdminLoginBody,
  type BodyOf,
  type EmailBody,
  type EmailLinkBody,
  type RegisterBody,
  type ResetPasswordBody,
  type Route,
  routes,
  type TeacherLoginBody,
  type VerifyEmailBody,
} from '@aralin/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const post = <R extends Route>(route: R, body: BodyOf<R>) => api.send(route, { body, auth: false });

export const useRequestOtp = () => useMutation({ mutationFn: (body: EmailBody) => post(routes.account.requestOtp, body) });
export const useAdminLogin = () => useMutation({ mutationFn: (body: AdminLoginBody) => post(routes.account.adminLogin, body) });
export const useTeacherLogin = () => useMutation({ mutationFn: (body: TeacherLoginBody) => post(routes.account.teacherLogin, body) });
export const useRegister = () => useMutation({ mutationFn: (body: RegisterBody) => post(routes.account.register, body) });
export const useResendVerification = () => useMutation({ mutationFn: (body: EmailBody) => post(routes.account.resendVerification, body) });
export const useVerifyEmail = () => useMutation({ mutationFn: (body: VerifyEmailBody) => post(routes.account.verifyEmail, body) });
/** Confirms a new email, or undoes a change ("this wasn't me"), from a mailed link (issue 17 item 6). */
export const useEmailLink = (kind: 'confirm' | 'revert') =>
  useMutation({
    mutationFn: (body: EmailLinkBody) =>
      post(kind === 'confirm' ? routes.account.confirmEmailChange : routes.account.revertEmailChange, body),
  });
export const useForgotPassword = () => useMutation({ mutationFn: (body: EmailBody) => post(routes.account.forgotPassword, body) });
export const useResetPassword = () => useMutation({ mutationFn: (body: ResetPasswordBody) => post(routes.account.resetPassword, body) });

/** GET /account/csrf/ before the forgot-password form may be used (spec §5); fetched on every visit. */
export const csrfQuery = () =>
  queryOptions({
    queryKey: ['account', 'csrf'],
    queryFn: async () => {
      await api.fetchCsrf();
      return true;
    },
    staleTime: 0,
    gcTime: 0,
  });

/** GET /account/invite/?token=: the school and address of an emailed invitation (issue 20 item 3). */
export const inviteDetailsQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'invite', token],
    queryFn: ({ signal }) => api.send(routes.account.inviteDetails, { query: { token }, signal, auth: false }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
/** POST /account/invite/accept/: makes the invited teacher's account and signs them in. */
export const useAcceptInvite = () => useMutation({ mutationFn: (body: AcceptInviteBody) => post(routes.account.acceptInvite, body) });
