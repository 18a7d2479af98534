/** GET /management/sections/{id}/performance-monitoring/ with the lifetime of spec §9 (fresh 5 min). */
import { routes } from '@aralin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { monitoringCache, monitoringKeys } from '../../../lib/query-keys';

export const performanceQuery = (sectionId: number) =>
  queryOptions({
    queryKey: monitoringKeys.performance(sectionId),
    queryFn: ({ signal }) => api.send(routes.management.performance, { params: { id: sectionId }, signal }),
    staleTime: monitoringCache.performanceFresh,
  });
