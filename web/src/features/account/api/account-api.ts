/** Account calls of spec §7 'Account' as TanStack Query hooks. All are public: no bearer token. */
import {
  type AcceptInviteBody,
  type AcceptInviteResponse,
  type InviteDetails,
  type AdminLoginBody,
  type EmailBody,
  type EmailLinkBody,
  type LoginResponse,
  type MessageResponse,
  type RegisterBody,
  type ResetPasswordBody,
  type Route,
  routes,
  type TeacherLoginBody,
  type VerifyEmailBody,
} from '@aralin/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const post = <T>(route: Route, body: unknown) => api.send<T>(route, { body, auth: false });

export const useRequestOtp = () => useMutation({ mutationFn: (body: EmailBody) => post<MessageResponse>(routes.account.requestOtp, body) });
export const useAdminLogin = () =>
  useMutation({ mutationFn: (body: AdminLoginBody) => post<LoginResponse>(routes.account.adminLogin, body) });
export const useTeacherLogin = () =>
  useMutation({ mutationFn: (body: TeacherLoginBody) => post<LoginResponse>(routes.account.teacherLogin, body) });
export const useRegister = () => useMutation({ mutationFn: (body: RegisterBody) => post<MessageResponse>(routes.account.register, body) });
export const useResendVerification = () =>
  useMutation({ mutationFn: (body: EmailBody) => post<MessageResponse>(routes.account.resendVerification, body) });
export const useVerifyEmail = () =>
  useMutation({ mutationFn: (body: VerifyEmailBody) => post<MessageResponse>(routes.account.verifyEmail, body) });
/** Confirms a new email, or undoes a change ("this wasn't me"), from a mailed link (issue 17 item 6). */
export const useEmailLink = (kind: 'confirm' | 'revert') =>
  useMutation({
    mutationFn: (body: EmailLinkBody) =>
      post<MessageResponse>(kind === 'confirm' ? routes.account.confirmEmailChange : routes.account.revertEmailChange, body),
  });
export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: EmailBody) => post<MessageResponse>(routes.account.forgotPassword, body) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => post<MessageResponse>(routes.account.resetPassword, body) });

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
    queryFn: ({ signal }) => api.send<InviteDetails>(routes.account.inviteDetails, { query: { token }, signal, auth: false }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
/** POST /account/invite/accept/: makes the invited teacher's account and signs them in. */
export const useAcceptInvite = () =>
  useMutation({ mutationFn: (body: AcceptInviteBody) => post<AcceptInviteResponse>(routes.account.acceptInvite, body) });
