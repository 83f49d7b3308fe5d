import { createHash, randomBytes } from 'node:crypto';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import type { StaffRow } from './staff.repository';

/** Tokens (invitations, sessions) and recovery codes are kept only as this digest. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A staff member as the console shows them: never their secrets. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
