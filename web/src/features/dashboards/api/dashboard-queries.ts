/** The dashboard calls of spec §7 with the lifetimes of spec §9 (teacher 2 min, retry 2; admin 2 min, kept 5). */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { monitoringCache, monitoringKeys } from '../../../lib/query-keys';

const m = routes.management;

/** GET /management/dashboard/{sectionId}/: one section's class statistics, students and score bands. */
export const teacherDashboardQuery = (sectionId: number) =>
  queryOptions({
    queryKey: monitoringKeys.dashboard(sectionId),
    queryFn: ({ signal }) => api.send(m.dashboard, { params: { sectionId }, signal }),
    staleTime: monitoringCache.dashboardFresh,
    retry: (count, error) => shouldRetry(count, error) && count < monitoringCache.dashboardRetry,
  });

/** GET /management/admin-dashboard/ with the school's organizational_id. */
export const adminDashboardQuery = (organizationalId: number | null | undefined) =>
  queryOptions({
    queryKey: monitoringKeys.adminDashboard(organizationalId),
    queryFn: ({ signal }) => api.send(m.adminDashboard, { query: { organizational_id: organizationalId ?? undefined }, signal }),
    staleTime: monitoringCache.adminDashboardFresh,
    gcTime: monitoringCache.adminDashboardKept,
  });
