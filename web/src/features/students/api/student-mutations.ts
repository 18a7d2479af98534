/** Student changes of spec §7. Each one refreshes exactly the cached lists whose rows or counts it changes. */
import { type AddStudentBody, routes, type Student, type UpdateStudentBody } from '@aralin/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toFormData } from '../../../lib/form-data';
import { sectionKeys, studentKeys, teacherKeys } from '../../../lib/query-keys';

const m = routes.management;

/** A section's size changed: its students, its card and header, and the teachers table's counts. */
function sizeChanged(queryClient: QueryClient, sectionId: number) {
  return Promise.all(
    [studentKeys.ofSection(sectionId), sectionKeys.detail(sectionId), sectionKeys.lists(), teacherKeys.lists()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Adds a new student, or moves an unassigned one in (student_id), multipart as spec §7 says. The body is
 * the contract's `AddStudentBody` as the form's resolver parsed it; the server parses it with the same schema.
 */
export function useAddStudent(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStudentBody) => api.send(m.addStudent, { params: { id: sectionId }, body: toFormData({ ...body }) }),
    onSuccess: (_result, body) =>
      Promise.all([
        sizeChanged(queryClient, sectionId),
        body.student_id ? queryClient.invalidateQueries({ queryKey: studentKeys.unassigned() }) : undefined,
      ]),
  });
}

/** The saved student replaces the cached one; the section's list shows names and genders, so it is refreshed. */
function savedStudent(queryClient: QueryClient, sectionId: number, student: Student) {
  queryClient.setQueryData(studentKeys.detail(sectionId, student.id), student);
  return queryClient.invalidateQueries({ queryKey: studentKeys.ofSection(sectionId) });
}

export function useUpdateStudent(sectionId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentBody) => api.send(m.updateStudent, { params: { sectionId, studentId }, body }),
    onSuccess: ({ student }) => savedStudent(queryClient, sectionId, student),
  });
}

/** Lifts the sign-in lock after too many wrong passwords (issue 3, not in the spec). */
export function useUnlockStudent(sectionId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(m.unlockStudent, { params: { sectionId, studentId } }),
    onSuccess: ({ student }) => savedStudent(queryClient, sectionId, student),
  });
}

/**
 * Deletes a student (admins only). The lists are refreshed; the student's own cached entries are left
 * to the screen, which still shows the success message for 5 s (spec §9) before going back.
 */
export function useDeleteStudent(sectionId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(m.deleteStudent, { params: { sectionId, studentId } }),
    onSuccess: () => {
      // Issue 20: the section's list no longer offers the deleted child, even before it is fetched again.
      queryClient.setQueryData<Student[]>(studentKeys.ofSection(sectionId), (students) => students?.filter((s) => s.id !== studentId));
      return sizeChanged(queryClient, sectionId);
    },
  });
}

/** Forgets a deleted student's cached details, progress and rewards. */
export function forgetStudent(queryClient: QueryClient, sectionId: number, studentId: number) {
  for (const queryKey of [studentKeys.detail(sectionId, studentId), studentKeys.progress(studentId), studentKeys.rewards(studentId)]) {
    queryClient.removeQueries({ queryKey, exact: true });
  }
}
