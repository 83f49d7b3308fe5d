import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@trademate/shared/constants/staff';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { staffCookie } from '../../plugins/cookies';
import { answers } from '../../plugins/documented-responses';
import type { AuditActor } from '../audit/audit.service';
import type { StaffContext } from './staff.service';

/**
 * The browser that finished a staff sign-in (decision 055): sent to the sign-in routes only, kept
 * at sign-out. Its wrong passwords count apart from a stranger's.
 */
export const staffDeviceCookie = 'tm_staff_device';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of this request, once a staff guard looked them up. */
    staffContext: StaffContext | null;
  }
}

export type StaffGuard = (request: FastifyRequest) => Promise<StaffContext>;

async function findStaff(request: FastifyRequest): Promise<StaffContext | null> {
  if (request.staffContext) return request.staffContext;
  const token = request.cookies[staffCookie.name];
  if (!token) return null;
  request.staffContext = await request.server.staff.authenticate(token);
  return request.staffContext;
}

/**
 * A signed-in staff member with one of `roles` (any staff role when none is given): 401 signed
 * out (a customer's session counts for nothing here), 403 for another role.
 */
export function requireStaff(...roles: StaffRole[]): StaffGuard {
  return answers([401, 403], async (request: FastifyRequest) => {
    const context = await findStaff(request);
    if (!context) throw new AppError('UNAUTHENTICATED', messages.staff.signInRequired);
    if (roles.length > 0 && !roles.includes(context.staff.role)) {
      throw new AppError('FORBIDDEN', messages.staff.notAllowed);
    }
    return context;
  });
}

/** The rate-limit key of a staff request (after its guard): the staff member, else the address. */
export function byStaffMember(request: FastifyRequest): string {
  return request.staffContext ? `staff:${request.staffContext.staff.id}` : request.ip;
}

/** Who a staff request's change is by and from where, for the audit log. */
export function auditActorOf(request: FastifyRequest, context: StaffContext): AuditActor {
  return {
    staffId: context.staff.id,
    staffEmail: context.staff.email,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    requestId: request.id,
  };
}
