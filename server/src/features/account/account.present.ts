/** Rows to the wire: the stored user of spec §3. */
import type { StoredUser } from '@aralin/contract';
import { fileLink } from '../../lib/file-links';
import type { UserRow } from './account.queries';

/** The address of a stored file key: a link that expires (lib/file-links.ts). */
export function filePath(key: string | null | undefined): string | null {
  return fileLink(key);
}

export function presentStaffUser(row: UserRow): StoredUser {
  const name = `${row.firstName} ${row.lastName}`.trim() || row.username;
  return {
    id: row.id,
    name,
    organizational_id: row.organizationId,
    username: row.username,
    email: row.email,
    user_role: row.role,
    is_admin: row.role === 'admin',
    avatar: filePath(row.avatarKey),
  };
}
