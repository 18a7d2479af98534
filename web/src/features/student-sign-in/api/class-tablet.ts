/** The class tablet's calls (issue 13 item 4): who played today, and leaving the mode with the PIN. */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { checkPinOffline, type ClassTablet } from '../../../lib/class-tablet';
import { studentSignInKeys } from './class-students';

/** The ids of the class's children who played today; refreshed every minute while the grid shows. */
export const playedTodayQuery = (tablet: ClassTablet | null) =>
  queryOptions({
    queryKey: [...studentSignInKeys.all, 'played-today', tablet?.key ?? ''] as const,
    queryFn: async ({ signal }) =>
      new Set((await api.send(routes.students.classTabletToday, { body: { key: tablet!.key }, signal, auth: false })).played_today),
    enabled: tablet !== null,
    staleTime: 0,
    refetchInterval: 60_000,
  });

export type LeaveResult = 'left' | 'wrong' | { error: unknown };

/**
 * Checks the teacher's PIN: by the server when it answers (the class's current PIN, wrong PINs limited),
 * else on the tablet against the PIN it was turned on with (no connection). Where the browser cannot
 * check offline, the failure is returned and the mode stays.
 */
export async function leaveWithPin(tablet: ClassTablet, pin: string): Promise<LeaveResult> {
  try {
    await api.send(routes.students.leaveClassTablet, { body: { key: tablet.key, pin }, auth: false });
    return 'left';
  } catch (error) {
    if (isApiError(error) && error.status === 400) return 'wrong';
    // The class was deleted (the key names nothing now): the PIN the tablet knows still lets the teacher out.
    const offline = !isApiError(error) || error.status === 0 || error.status === 404 || error.status >= 500;
    if (!offline) return { error };
    const ok = await checkPinOffline(tablet, pin);
    return ok === undefined ? { error } : ok ? 'left' : 'wrong';
  }
}
