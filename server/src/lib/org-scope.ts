/** Staff calls are confined to the caller's school, whatever the client sends (ARCHITECTURE.md). */
import { notFound } from './app-error';

/**
 * The spec's clients send organizational_id (organizationalId on add-teacher). The server always uses
 * the caller's own school; a value naming another one answers 404 'Organization ID not found' so a
 * mix-up shows instead of silently acting elsewhere (docs/staff-workspace.md).
 */
export function assertOwnOrganization(actor: { organizationId: number }, value: string | number | undefined | null): void {
  if (value === undefined || value === null || String(value).trim() === '') return;
  if (String(value).trim() !== String(actor.organizationId)) throw notFound('organizationNotFound');
}
