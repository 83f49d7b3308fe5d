/**
 * The groups of account kinds (`userTypes` in `users.ts`) that access rules name. They live apart
 * from the rules built on them so that the shell's navigation and route table, which need only
 * these lists, carry nothing else into the first page load.
 */

/** Professionals work on clients' jobs: tradies (the paid plan or its trial) and free tradies. */
export const professionalTypes = ['tradie', 'freeTradie'] as const;
export type ProfessionalType = (typeof professionalTypes)[number];

/** Professionals and apprentices offer services; clients hire them. */
export const serviceOfferingTypes = [...professionalTypes, 'apprentice'] as const;
