import { type ClassStudentsResponse, routes, type StudentLoginBody, type StudentLoginResponse } from '@aralin/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { shouldRetry } from '../../../lib/query-client';

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
    queryFn: ({ signal }) =>
      api.send<ClassStudentsResponse>(routes.students.byClassCode, { params: { classCode: code }, signal, auth: false }),
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && shouldRetry(count, error),
  });

/** POST /students/login/ → token, user, code. */
export const useStudentLogin = () =>
  useMutation({
    mutationFn: (body: StudentLoginBody) => api.send<StudentLoginResponse>(routes.students.login, { body, auth: false }),
  });
