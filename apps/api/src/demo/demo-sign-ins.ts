import type { UserType } from '@trademate/shared/constants/users';
import type { DemoPerson } from './demo-people.data';

/** Every demo account signs in with this password; the seed prints it with the emails. */
export const DEMO_PASSWORD = 'trademate-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.trademate.com.au';

export interface DemoSignIn {
  userType: UserType;
  email: string;
  name: string;
  /** Printed beside the account when it shows something the first of its kind does not. */
  note?: string;
}

export function emailFor(person: DemoPerson): string {
  const local = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}@${DEMO_EMAIL_DOMAIN}`;
}

/** The sign-ins of the demo's people, in the order they join. */
export function demoSignIns(people: readonly DemoPerson[]): DemoSignIn[] {
  return people.map((person) => ({
    userType: person.userType,
    email: emailFor(person),
    name: `${person.firstName} ${person.lastName}`,
    ...(person.plan === 'expired' ? { note: 'subscription expired' } : {}),
  }));
}

/** The sign-in table printed after seeding: one line per demo account that a newcomer would try. */
export function formatDemoSignIns(signIns: DemoSignIn[]): string {
  const firstOf = (type: UserType) => signIns.find((signIn) => signIn.userType === type)!;
  const rows = (['client', 'tradie', 'freeTradie', 'apprentice'] as const).map((type) => {
    const signIn = firstOf(type);
    return `  ${type.padEnd(11)} ${signIn.email.padEnd(42)} ${signIn.name}`;
  });
  const noted = signIns
    .filter((signIn) => signIn.note)
    .map(
      (signIn) =>
        `  ${signIn.userType.padEnd(11)} ${signIn.email.padEnd(42)} ${signIn.name} (${signIn.note})`,
    );
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...rows,
    ...noted,
    `  … and ${signIns.length - 4 - noted.length} more @${DEMO_EMAIL_DOMAIN} accounts in every state.`,
    // Every one of them, by kind, with what it shows (decision 058).
    '  All of them, by kind: docs/demo-accounts.md',
  ].join('\n');
}
