import { routes, type StudentLoginBody } from '@aralin/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /students/login/ → token, user, code. Its own module: the class-code screen doesn't load it. */
export const useStudentLogin = () =>
  useMutation({
    mutationFn: (body: StudentLoginBody) => api.send(routes.students.login, { body, auth: false }),
  });
