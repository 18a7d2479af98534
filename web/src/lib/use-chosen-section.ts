import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { pickSectionId, staffSectionsQuery } from './staff-sections';
import { useSession } from './use-session';

/**
 * The sections a monitoring screen chooses from (Teacher Dashboard, Performance) and the one chosen: the
 * address's `?section=` while it is listed, else the first (spec §2). `choose` puts another in the address.
 */
export function useChosenSection() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const sections = useQuery(staffSectionsQuery(user?.organizational_id));
  const sectionId = pickSectionId(
    (sections.data ?? []).map((s) => s.id),
    search.get('section'),
  );
  const section = sections.data?.find((s) => s.id === sectionId);
  const choose = (id: string) => setSearch({ section: id }, { replace: true });
  return { sections, section, choose };
}
