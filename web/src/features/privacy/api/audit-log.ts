/** The school's audit log (issue 18): GET /management/audit-log/ and its CSV, admins only. */
import { routes } from '@aralin/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/report-download';

/** The filters as the form holds them: '' means any. */
export interface AuditFilter {
  actor_type: '' | 'staff' | 'student';
  actor_id: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER: AuditFilter = { actor_type: '', actor_id: '', action: '', from: '', to: '' };

/** The filter as query parameters: empty ones left out. */
export function auditQueryParams(filter: AuditFilter): Record<string, string | undefined> {
  const trimmed = Object.entries(filter).map(([key, value]) => [key, value.trim() || undefined] as const);
  return Object.fromEntries(trimmed);
}

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};

export const auditLogQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ signal }) => api.send(routes.management.auditLog, { query: auditQueryParams(filter), signal }),
    // The log is a record of now: read it fresh each time the screen opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Saves the filtered log as audit-log-<date>.csv. */
export async function downloadAuditCsv(filter: AuditFilter, date: string): Promise<void> {
  const blob = await api.send(routes.management.auditLogCsv, { query: auditQueryParams(filter), as: 'blob' });
  saveBlob(blob, `audit-log-${date}.csv`);
}
