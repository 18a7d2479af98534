/** GET /management/settings/ and PATCH /management/edit-profile/ (spec §7 'Performance, settings'). */
import { routes, type UserSettings } from '@aralin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readSession, saveSession } from '../../../lib/auth-storage';
import { settingsKeys, staffCache } from '../../../lib/query-keys';
import { profileRequestBody, type SettingsValues } from './settings-form';

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => api.send(routes.management.settings, { signal }),
    staleTime: staffCache.detailsFresh,
  });

/**
 * Saves the profile. The answer's user replaces the stored one (keeping the role forced at sign-in,
 * spec §6), so the header shows the new name and avatar at once; GET /account/me/ is refreshed too.
 */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, avatar }: { values: SettingsValues; avatar: File | null }) =>
      api.send(routes.management.editProfile, { body: profileRequestBody(values, avatar) }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<UserSettings>(settingsKeys.profile(), {
        username: user.username,
        email: user.email ?? '',
        avatar: user.avatar,
      });
      const { token, user: stored } = readSession();
      const next = { ...user, user_role: stored?.user_role ?? user.user_role };
      if (token) saveSession(token, next);
      // The shell's header reads GET /account/me/ (session feature's key) first: give it the answer now.
      queryClient.setQueryData(['session', 'me'], next);
    },
  });
}
