import { type ClassStudentsResponse, routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { shouldRetry } from '../../../lib/retry';

export const studentSignInKeys = {
  all: ['student-sign-in'] as const,
  classStudents: (code: string) => [...studentSignInKeys.all, 'class', code] as const,
};

/**
 * GET /students/get-students/{classCode}/ (no authentication). An unknown code is an answer, not a
 * failure, so 4xx answers are not retried; other failures follow the default (spec §8).
 */
export const classStudentsQuery = (code: string) =>
  queryOptions({
    queryKey: studentSignInKeys.classStudents(code),
    // The list the class-code screen fetched (without the query library, to stay small) comes first.
    initialData: () => checked.get(code)?.list,
    initialDataUpdatedAt: () => checked.get(code)?.at,
    queryFn: ({ signal }) => api.send(routes.students.byClassCode, { params: { classCode: code }, signal, auth: false }),
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && shouldRetry(count, error),
  });

/** Lists fetched by the class-code screen, by code, for the profile grid that comes next. */
const checked = new Map<string, { list: ClassStudentsResponse; at: number }>();

/** The class-code screen's check: the class's profiles, or an ApiError (404 for an unknown code). */
export async function fetchClassStudents(code: string): Promise<ClassStudentsResponse> {
  const list = await api.send(routes.students.byClassCode, { params: { classCode: code }, auth: false });
  checked.set(code, { list, at: Date.now() });
  return list;
}
