/**
 * Joining a school (issue 20 item 3): a teacher's own join request, the admin's join code, invitations and
 * join requests. The public invitation page's calls live with the account pages (account-api.ts).
 */
import { routes } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { readSession, saveSession } from '../../../lib/auth-storage';
import { teacherKeys } from '../../../lib/query-keys';

const m = routes.management;

export const joiningKeys = {
  all: ['joining'] as const,
  mine: () => [...joiningKeys.all, 'mine'] as const,
  code: () => [...joiningKeys.all, 'code'] as const,
  invites: () => [...joiningKeys.all, 'invites'] as const,
  requests: () => [...joiningKeys.all, 'requests'] as const,
};

/** How often a waiting teacher's page asks whether the admin has answered. */
const WAITING_POLL_MS = 15_000;

/** The teacher's own latest request; polled while it waits for an admin. */
export const myJoinRequestQuery = () =>
  queryOptions({
    queryKey: joiningKeys.mine(),
    queryFn: ({ signal }) => api.send(m.myJoinRequest, { signal }),
    refetchInterval: (query) => (query.state.data?.request?.status === 'pending' ? WAITING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (joinCode: string) => api.send(m.requestToJoin, { body: { join_code: joinCode } }),
    onSuccess: (answer) => queryClient.setQueryData(joiningKeys.mine(), answer),
  });
}

export function useCancelJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(m.cancelJoinRequest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joiningKeys.mine() }),
  });
}

/**
 * Once approved: the stored user is read again (it now names the school) and every cached answer is
 * dropped, so each screen asks the school afresh. The access token was renewed by the client already
 * (the old one named no school and answered 401 once).
 */
export function useEnterSchool() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const user = await api.send(routes.account.me);
    const { token, user: stored } = readSession();
    if (token) saveSession(token, { ...user, user_role: stored?.user_role ?? user.user_role });
    await queryClient.resetQueries();
  }, [queryClient]);
}

// ---- admins ----

export const joinCodeQuery = () =>
  queryOptions({ queryKey: joiningKeys.code(), queryFn: ({ signal }) => api.send(m.joinCode, { signal }) });

export function useRegenerateJoinCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(m.regenerateJoinCode),
    onSuccess: (answer) => queryClient.setQueryData(joiningKeys.code(), answer),
  });
}

export const invitesQuery = () =>
  queryOptions({ queryKey: joiningKeys.invites(), queryFn: ({ signal }) => api.send(m.invites, { signal }) });

export function useInviteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.send(m.inviteTeacher, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joiningKeys.invites() }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(m.revokeInvite, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joiningKeys.invites() }),
  });
}

export const joinRequestsQuery = () =>
  queryOptions({
    queryKey: joiningKeys.requests(),
    queryFn: ({ signal }) => api.send(m.joinRequests, { signal }),
  });

export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      api.send(approve ? m.approveJoinRequest : m.refuseJoinRequest, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: joiningKeys.requests() });
      await queryClient.invalidateQueries({ queryKey: teacherKeys.lists() });
    },
  });
}
