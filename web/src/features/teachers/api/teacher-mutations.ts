/**
 * Teacher changes of spec §7. Each one touches the teachers list (counts, rows); a permanent delete
 * also moves sections, and an edit renames the teacher on section cards, so those lists go stale too.
 */
import { routes, type Teacher, type TeachersResponse, type UpdateTeacherBody } from '@aralin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toFormData } from '../../../lib/form-data';
import { sectionKeys, teacherKeys } from '../../../lib/query-keys';
import { withoutTeacher, withTeacher } from './teacher-list';

const m = routes.management;

/** The fields of POST /management/teachers/add/ (contract AddTeacherBody), as the form sends them. */
export interface NewTeacher {
  username: string;
  email: string;
  password: string;
  confirm_password?: string;
  first_name?: string;
  last_name?: string;
  organizationalId?: number;
}

export function useAddTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec §7: multipart with username, email, password, organizationalId.
    mutationFn: (body: NewTeacher) => api.send(m.addTeacher, { body: toFormData({ ...body }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.lists() }),
  });
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTeacherBody }) => api.send(m.updateTeacher, { params: { id }, body }),
    onSuccess: ({ teacher }) => {
      queryClient.setQueryData<TeachersResponse>(teacherKeys.list(), (list) => withTeacher(list, teacher));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: sectionKeys.lists() }),
      ]);
    },
  });
}

/**
 * Deactivate or restore with an optimistic row change; the cached list is put back when the server
 * refuses, and refetched either way.
 */
function useSetActive(isActive: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacher: Teacher) =>
      api.send(isActive ? m.restoreTeacher : m.deactivateTeacher, {
        params: { id: teacher.id },
        body: { is_active: isActive },
      }),
    onMutate: async (teacher) => {
      await queryClient.cancelQueries({ queryKey: teacherKeys.lists() });
      const before = queryClient.getQueryData<TeachersResponse>(teacherKeys.list());
      queryClient.setQueryData<TeachersResponse>(teacherKeys.list(), (list) => withTeacher(list, { ...teacher, is_active: isActive }));
      return { before };
    },
    onError: (_error, _teacher, context) => queryClient.setQueryData(teacherKeys.list(), context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.lists() }),
  });
}

export const useDeactivateTeacher = () => useSetActive(false);
export const useRestoreTeacher = () => useSetActive(true);

/** Removes an inactive teacher for good after handing their sections to `reassignTo` (docs/staff-workspace.md). */
export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teacher, reassignTo }: { teacher: Teacher; reassignTo?: number }) =>
      api.send(m.deactivateTeacher, {
        params: { id: teacher.id },
        body: { permanent: true, reassign_to: reassignTo },
      }),
    onMutate: async ({ teacher }) => {
      await queryClient.cancelQueries({ queryKey: teacherKeys.lists() });
      const before = queryClient.getQueryData<TeachersResponse>(teacherKeys.list());
      queryClient.setQueryData<TeachersResponse>(teacherKeys.list(), (list) => withoutTeacher(list, teacher.id));
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(teacherKeys.list(), context?.before),
    onSettled: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherKeys.lists() }),
        result && 'sections_moved' in result && result.sections_moved > 0
          ? queryClient.invalidateQueries({ queryKey: sectionKeys.lists() })
          : undefined,
      ]),
  });
}
