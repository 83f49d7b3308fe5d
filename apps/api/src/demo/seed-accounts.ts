import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords';
import { addressFor } from './demo-places';
import { demoPeople } from './demo-people.data';
import { DEMO_PASSWORD, emailFor } from './demo-sign-ins';
import type { DemoStory } from './demo-story';
import { DAY_MS, daysAgo, minutesAfter } from './story-clock';

/**
 * Everyone joins, verifies their email and, for one tradie, stops taking work; then the tradies
 * with a plan of their own pay for it.
 */
export async function seedAccounts({ app, happenedAt, accounts, accountOf, serviceId }: DemoStory) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, person] of demoPeople.entries()) {
    const joinedAt = daysAgo(120 - index * 3);
    const account = await happenedAt(joinedAt, async () => {
      const user = await app.users.createUser(
        {
          email: emailFor(person),
          passwordHash,
          userType: person.userType,
          firstName: person.firstName,
          lastName: person.lastName,
          contactNumber: `04${String(12_345_600 + index * 7_919).padStart(8, '0')}`,
          address: addressFor(person.state, person.cityIndex, index),
          bio: person.bio,
        },
        person.services.map(serviceId),
      );
      if (!user) throw new Error(`Demo account ${emailFor(person)} exists already`);
      accounts.set(person.firstName, user);
      return user;
    });
    await happenedAt(minutesAfter(joinedAt, 10), () => app.users.markVerified(account.id));
    if (person.takesNoWork) {
      await happenedAt(minutesAfter(joinedAt, 30), () => app.users.toggleHiringStatus(account.id));
    }
  }
  for (const person of demoPeople) {
    if (person.plan) await seedPaidPlan(app, accountOf(person.firstName).id, person.plan);
  }
}

/**
 * Two months of a monthly plan paid with the test card, recorded through the same confirmation as
 * a real payment (payments, invoices and the subscription). `expired`: cancelled, and its last
 * period ended three days ago.
 */
async function seedPaidPlan(app: FastifyInstance, userId: string, plan: 'paid' | 'expired') {
  const lastStart = plan === 'paid' ? 10 : 33;
  const periods = [
    [lastStart + 30, lastStart],
    [lastStart, lastStart - 30],
  ] as const;
  for (const [index, [startDaysAgo, endDaysAgo]] of periods.entries()) {
    await app.payments.confirmPayment({
      provider: 'test',
      providerPaymentId: `demo_${userId}_${index + 1}`,
      userId,
      planCode: 'professional-monthly',
      amountCents: 4_900,
      periodStart: daysAgo(startDaysAgo),
      periodEnd: daysAgo(endDaysAgo),
      paidAt: daysAgo(startDaysAgo),
      cardLast4: '4242',
    });
  }
  if (plan === 'expired') await app.payments.cancel(userId, daysAgo(15));
}

/**
 * Some professionals add their ABN and licences a day after joining. With a register lookup set up
 * (ABR_GUID) the made-up ABNs would be refused, so then only the licences are added.
 */
export async function seedCredentials({ app, happenedAt, accountOf }: DemoStory) {
  for (const [index, person] of demoPeople.entries()) {
    const account = accountOf(person.firstName);
    const owner = { id: account.id, userType: person.userType };
    const addedAt = daysAgo(119 - index * 3);
    if (person.business && !app.config.abr.guid) {
      const business = person.business;
      await happenedAt(addedAt, () =>
        app.credentials.setBusiness(owner, {
          abn: business.abn,
          businessName: business.businessName,
        }),
      );
    }
    for (const { expiresInDays, ...licence } of person.licences ?? []) {
      const expiresOn = new Date(Date.now() + expiresInDays * DAY_MS).toISOString().slice(0, 10);
      await happenedAt(minutesAfter(addedAt, 5), () =>
        app.credentials.addLicence(owner, { ...licence, expiresOn }),
      );
    }
  }
}
