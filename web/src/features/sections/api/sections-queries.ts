/** Sections calls of spec §7 with the lifetimes of spec §9 (sections list 5 min, retry 2; details 60 s). */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { sectionKeys, staffCache, studentKeys, teacherKeys } from '../../../lib/query-keys';

const m = routes.management;

/** The sections a person may see: an admin's whole school (or one teacher's), a teacher's own. */
export const sectionsQuery = (organizationalId: number | null | undefined, teacherId?: number) =>
  queryOptions({
    queryKey: sectionKeys.list({ teacherId }),
    queryFn: ({ signal }) =>
      api.send(m.sections, {
        query: { organizational_id: organizationalId ?? undefined, teacher_id: teacherId },
        signal,
      }),
    staleTime: staffCache.sectionsFresh,
    retry: (count, error) => shouldRetry(count, error) && count < staffCache.sectionsRetry,
  });

/**
 * The school's teachers for the admin's dropdown: the same cached list the Teachers screen uses
 * (same key and lifetimes), filtered to active teachers where it is shown.
 */
export const schoolTeachersQuery = (organizationalId: number | null | undefined) =>
  queryOptions({
    queryKey: teacherKeys.list(),
    queryFn: ({ signal }) => api.send(m.teachers, { query: { organizational_id: organizationalId ?? undefined }, signal }),
    staleTime: staffCache.teachersFresh,
    gcTime: staffCache.teachersKept,
  });

/** A section's students, read before deleting it (spec §4 'Section deletion'). */
export const sectionStudentsQuery = (sectionId: number) =>
  queryOptions({
    queryKey: studentKeys.ofSection(sectionId),
    queryFn: ({ signal }) => api.send(m.sectionStudents, { params: { id: sectionId }, signal }),
    staleTime: staffCache.teacherListsFresh,
  });
