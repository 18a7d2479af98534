/** The school's audit log (issue 18): GET /management/audit-log/ and its CSV, admins only. */
import { AuditQuery, routes } from '@aralin/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { contractResolver, draftSchema } from '../../../lib/form-resolver';
import { saveBlob } from '../../../lib/report-download';

/** The filters as the form holds them: '' means any. */
export interface AuditFilterValues {
  actor_type: '' | 'staff' | 'student';
  actor_id: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER: AuditFilterValues = { actor_type: '', actor_id: '', action: '', from: '', to: '' };

/** The filter applied: the contract's `AuditQuery` as it parses the form (the server parses the same). */
export type AuditFilter = z.output<typeof AuditQuery>;

const blankless = (value: string) => value.trim() || undefined;

/** The form's filters as the query: empty ones left out. */
export function auditQuery(values: AuditFilterValues): AuditQuery {
  return {
    actor_type: values.actor_type || undefined,
    actor_id: blankless(values.actor_id),
    action: blankless(values.action),
    from: blankless(values.from),
    to: blankless(values.to),
  };
}

const auditFilterSchema = draftSchema(AuditQuery, auditQuery, { fieldOf: ([field]) => (typeof field === 'string' ? field : undefined) });

/** The filter form's resolver: `AuditQuery` (a person's number, dates in order: 'The start date must come before the end date.'). */
export const auditFilterResolver = () => contractResolver<AuditFilterValues, typeof auditFilterSchema>(auditFilterSchema);

/** The fields the server may name in a refusal of the filter. */
export const AUDIT_FILTER_FIELDS = ['actor_type', 'actor_id', 'action', 'from', 'to'] as const;

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};

export const auditLogQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ signal }) => api.send(routes.management.auditLog, { query: filter, signal }),
    // The log is a record of now: read it fresh each time the screen opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Saves the filtered log as audit-log-<date>.csv. */
export async function downloadAuditCsv(filter: AuditFilter, date: string): Promise<void> {
  const blob = await api.send(routes.management.auditLogCsv, { query: filter, as: 'blob' });
  saveBlob(blob, `audit-log-${date}.csv`);
}
