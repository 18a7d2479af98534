/** Students calls of spec §7 with the lifetimes of spec §9 (teacher lists 3 min; student and section details 60 s). */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sectionKeys, staffCache, studentKeys } from '../../../lib/query-keys';

const m = routes.management;

/** GET /management/sections/{id}/: the name and class code shown above the students. */
export const sectionQuery = (sectionId: number) =>
  queryOptions({
    queryKey: sectionKeys.detail(sectionId),
    queryFn: ({ signal }) => api.send(m.section, { params: { id: sectionId }, signal }),
    staleTime: staffCache.detailsFresh,
  });

export const sectionStudentsQuery = (sectionId: number) =>
  queryOptions({
    queryKey: studentKeys.ofSection(sectionId),
    queryFn: ({ signal }) => api.send(m.sectionStudents, { params: { id: sectionId }, signal }),
    staleTime: staffCache.teacherListsFresh,
  });

/** GET /management/students/unassigned/: students the Add Student modal can prefill from. */
export const unassignedStudentsQuery = () =>
  queryOptions({
    queryKey: studentKeys.unassigned(),
    queryFn: ({ signal }) => api.send(m.unassignedStudents, { signal }),
    staleTime: staffCache.teacherListsFresh,
  });

export const studentQuery = (sectionId: number, studentId: number) =>
  queryOptions({
    queryKey: studentKeys.detail(sectionId, studentId),
    queryFn: ({ signal }) => api.send(m.student, { params: { sectionId, studentId }, signal }),
    staleTime: staffCache.detailsFresh,
  });

export const studentProgressQuery = (studentId: number) =>
  queryOptions({
    queryKey: studentKeys.progress(studentId),
    queryFn: ({ signal }) => api.send(m.studentProgress, { params: { id: studentId }, signal }),
    staleTime: staffCache.detailsFresh,
  });

export const studentRewardsQuery = (studentId: number) =>
  queryOptions({
    queryKey: studentKeys.rewards(studentId),
    queryFn: ({ signal }) => api.send(routes.students.rewards, { params: { id: studentId }, signal }),
    staleTime: staffCache.detailsFresh,
  });
