/** The staff side navigation of spec §2 'Staff shell', as pure data the shell renders. */

export type StaffRole = 'admin' | 'teacher';

/** One entry of the side navigation; `label` is a key of the `staff` namespace. */
export interface NavItem {
  id: 'dashboard' | 'sections' | 'teachers' | 'subjects' | 'performance' | 'audit' | 'settings';
  to: string;
  label: `nav.${NavItem['id']}`;
}

/**
 * The entries in the spec's order: Dashboard, Sections, Teachers (admins only, third), Subjects and
 * Activities, Performance, Settings. Logout follows them as a button, not a link.
 */
export function navItemsFor(role: StaffRole): NavItem[] {
  const items: NavItem[] = [
    { id: 'dashboard', to: role === 'admin' ? '/admin-dashboard' : '/teacher-dashboard', label: 'nav.dashboard' },
    { id: 'sections', to: '/sections', label: 'nav.sections' },
    { id: 'teachers', to: '/teachers', label: 'nav.teachers' },
    { id: 'subjects', to: '/subjectsactivities', label: 'nav.subjects' },
    { id: 'performance', to: '/performance', label: 'nav.performance' },
    { id: 'audit', to: '/audit-log', label: 'nav.audit' },
    { id: 'settings', to: '/settings', label: 'nav.settings' },
  ];
  // Teachers and the audit log (issue 18) are the admins' only.
  return role === 'admin' ? items : items.filter((item) => item.id !== 'teachers' && item.id !== 'audit');
}

const startsWithSegment = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Whether an entry is the current page. An entry is active on its own path and the paths below it;
 * Subjects and Activities is also active for paths beginning /teacher/sections or /subjects (spec §2).
 */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.id === 'subjects') {
    return startsWithSegment(path, '/subjectsactivities') || path.startsWith('/teacher/sections') || startsWithSegment(path, '/subjects');
  }
  return startsWithSegment(path, item.to);
}
