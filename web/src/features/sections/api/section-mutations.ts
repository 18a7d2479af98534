/** Adding and deleting sections (spec §7); each invalidates exactly the cached lists it changes. */
import { routes, type SectionImage, type StudentMove } from '@aralin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toFormData } from '../../../lib/form-data';
import { sectionKeys, teacherKeys } from '../../../lib/query-keys';
import { touchedBySectionDelete } from './section-delete';

const m = routes.management;

/** POST /management/sections/add/ (multipart: name, teacher, image_path). */
export function useAddSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; teacher?: number; image_path: SectionImage }) => api.send(m.addSection, { body: toFormData(body) }),
    // The new card, and the section count in the teachers table.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sectionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: teacherKeys.lists() }),
      ]),
  });
}

/**
 * DELETE /management/sections/{id}/delete/ with the students' moves: the server moves them and deletes
 * the section in one transaction (docs/staff-workspace.md), so a failure changes nothing.
 */
export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, moves }: { sectionId: number; moves: StudentMove[] }) =>
      api.send(m.deleteSection, {
        params: { id: sectionId },
        body: moves.length ? { students: moves } : undefined,
      }),
    onSuccess: (_result, { sectionId, moves }) => {
      const { invalidate, remove } = touchedBySectionDelete(sectionId, moves);
      for (const queryKey of remove) queryClient.removeQueries({ queryKey, exact: true });
      return Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
