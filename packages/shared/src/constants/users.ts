import { professionalTypes, serviceOfferingTypes, type ProfessionalType } from './user-roles';

/** The four kinds of account (spec section 1). Sign-up defaults to client. */
export const userTypes = ['client', 'tradie', 'freeTradie', 'apprentice'] as const;
export type UserType = (typeof userTypes)[number];

/** Whether this kind of account is a professional (a tradie or a free tradie). */
export function isProfessional(
  userType: UserType | null | undefined,
): userType is ProfessionalType {
  return (professionalTypes as readonly (UserType | null | undefined)[]).includes(userType);
}

/** Whether this kind of account offers services: a professional or an apprentice. */
export function offersServices(userType: UserType | null | undefined): boolean {
  return (serviceOfferingTypes as readonly (UserType | null | undefined)[]).includes(userType);
}

/** Direct messages: a professional writes to an apprentice, or an apprentice to a professional. */
export function canMessageDirectly(from: UserType | null | undefined, to: UserType): boolean {
  return (
    (isProfessional(from) && to === 'apprentice') || (from === 'apprentice' && isProfessional(to))
  );
}
