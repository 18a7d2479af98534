/** Rows to the wire: the stored user of spec §3. */
import type { StoredUser } from '@aralin/contract';
import type { UserRow } from './account.queries';

/** The public path of a stored file key (the product prefixes keys with '/'). */
export function filePath(key: string | null | undefined): string | null {
  return key ? `/files/${key}` : null;
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
