import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { company } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { tickets } from '../../db/schema/tickets';
import { mailOutbox } from '../../db/schema/mail';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const createTicket = (token: string | undefined, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: payload as object,
    headers: token ? { authorization: token } : {},
  });

const { signedIn } = apiClient(() => testApp.app);
const signedInUser = () => signedIn();

const ticketsOf = (userId: string) =>
  testApp.database.db.select().from(tickets).where(eq(tickets.userId, userId));

async function ticketCount() {
  const [row] = await testApp.database.db.select({ n: count() }).from(tickets);
  return row?.n ?? 0;
}

const mailsAbout = async (text: string) =>
  (await testApp.database.db.select().from(mailOutbox)).filter((mail) => mail.text.includes(text));

describe('POST /api/ticket', () => {
  it('stores the ticket for the signed-in user and tells support by mail', async () => {
    const user = await signedInUser();
    const response = await createTicket(user.token, {
      reason: 'The Professional is late',
      problemMessage: '  They arrived <b>two hours</b> late & left early.  ',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      responseCode: 201,
      message: 'ticket has been created successfully',
    });
    const [ticket, ...more] = await ticketsOf(user.id);
    expect(more).toHaveLength(0);
    expect(ticket).toMatchObject({
      reason: 'The Professional is late',
      problemMessage: 'They arrived <b>two hours</b> late & left early.',
      status: 'open',
    });

    const [mail, ...moreMail] = await mailsAbout(ticket!.id);
    expect(moreMail).toHaveLength(0);
    expect(mail!.to).toBe(company.supportEmail);
    expect(mail!.subject).toBe('Support ticket from Sam Nguyen: The Professional is late');
    for (const part of [
      `Sam Nguyen <${user.email}>`,
      'Reason: The Professional is late',
      'They arrived <b>two hours</b> late & left early.',
    ]) {
      expect(mail!.text).toContain(part);
    }
    expect(mail!.html).toContain(
      'They arrived &#60;b&#62;two hours&#60;/b&#62; late &#38; left early.',
    );
    expect(mail!.html).not.toContain('<b>two hours</b>');
  });

  it("stores the user's own reason when they chose 'others'", async () => {
    const user = await signedInUser();
    const response = await createTicket(user.token, {
      reason: '  Quoted one price, charged another ',
      problemMessage: 'The invoice is $400 over the quote.',
    });
    expect(response.statusCode).toBe(201);
    expect((await ticketsOf(user.id)).map((t) => t.reason)).toEqual([
      'Quoted one price, charged another',
    ]);
  });

  it.each([
    { token: undefined, label: 'no session' },
    { token: 'not-a-token', label: 'a bad token' },
  ])('refuses $label with 401 and the ticket text, even with a bad body', async ({ token }) => {
    const before = await ticketCount();
    for (const payload of [{ reason: 'The Professional is late', problemMessage: 'Late' }, {}]) {
      const response = await createTicket(token, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        responseCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'you must login to send the ticket',
      });
    }
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a session that has been signed out with 401', async () => {
    const user = await signedInUser();
    await testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: user.token },
    });
    const response = await createTicket(user.token, {
      reason: 'The Professional is late',
      problemMessage: 'Late',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.ticket.mustLogin);
  });

  it.each([
    [{ problemMessage: 'Late' }, messages.ticket.reasonRequired],
    [{ reason: '   ', problemMessage: 'Late' }, messages.ticket.reasonRequired],
    [{ reason: 7, problemMessage: 'Late' }, messages.ticket.reasonRequired],
    [{ reason: 'others', problemMessage: 'Late' }, messages.ticket.customReasonRequired],
    [
      { reason: 'x'.repeat(201), problemMessage: 'Late' },
      'Keep the reason to 200 characters or fewer',
    ],
    [{ reason: 'The Professional is late' }, messages.ticket.problemRequired],
    [
      { reason: 'The Professional is late', problemMessage: ' \n ' },
      messages.ticket.problemRequired,
    ],
    [
      { reason: 'The Professional is late', problemMessage: 'x'.repeat(2001) },
      'Keep the description to 2000 characters or fewer',
    ],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const user = await signedInUser();
    const response = await createTicket(user.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect(await ticketsOf(user.id)).toHaveLength(0);
  });

  it('writes the mail to support in the same transaction as the ticket', async () => {
    const user = await signedInUser();
    const response = await createTicket(user.token, {
      reason: 'Professional Maintenance Mistakes',
      problemMessage: 'The tap still leaks.',
    });
    expect(response.statusCode).toBe(201);
    const [ticket] = await ticketsOf(user.id);
    expect(ticket?.problemMessage).toBe('The tap still leaks.');
    const mails = await mailsAbout(ticket!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'support_ticket', to: company.supportEmail });
  });

  it('lets a user send 10 tickets an hour, then refuses with 429 without storing', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const payload = { reason: 'The Professional not coming', problemMessage: 'Nobody came.' };
    for (let i = 0; i < 10; i += 1) {
      expect((await createTicket(user.token, payload)).statusCode).toBe(201);
    }
    const refused = await createTicket(user.token, payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      responseCode: 429,
      code: 'RATE_LIMITED',
      message: 'You can send up to 10 tickets an hour. Please try again in 60 minutes.',
    });
    expect(await ticketsOf(user.id)).toHaveLength(10);
    // Another user's budget is their own.
    expect((await createTicket(other.token, payload)).statusCode).toBe(201);
  });
});

const asUser = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });

async function sentTicket(user: { id: string; token: string }) {
  await createTicket(user.token, {
    reason: 'The Professional is late',
    problemMessage: 'They arrived two hours late.',
  });
  const [ticket] = await ticketsOf(user.id);
  return ticket!;
}

describe('my tickets', () => {
  it('lists only my own tickets, latest activity first, and refuses the signed out', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const first = await sentTicket(user);
    await sentTicket(other);
    const list = await asUser(user.token, 'GET', '/api/ticket');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toEqual([
      {
        _id: first.id,
        reason: 'The Professional is late',
        status: 'open',
        createdAt: first.createdAt.toISOString(),
        lastActivityAt: expect.any(String),
        preview: 'They arrived two hours late.',
      },
    ]);
    expect((await asUser(undefined, 'GET', '/api/ticket')).statusCode).toBe(401);
    expect((await asUser(undefined, 'GET', `/api/ticket/${first.id}`)).statusCode).toBe(401);
    expect(
      (await asUser(undefined, 'POST', `/api/ticket/${first.id}/messages`, { body: 'Hi' }))
        .statusCode,
    ).toBe(401);
  });

  it("shows my ticket's conversation; another customer's ticket is not found", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const ticket = await sentTicket(user);
    const mine = await asUser(user.token, 'GET', `/api/ticket/${ticket.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      _id: ticket.id,
      status: 'open',
      resolvedAt: null,
      messages: [{ author: 'customer', authorName: 'You', body: 'They arrived two hours late.' }],
    });
    for (const [method, url, payload] of [
      ['GET', `/api/ticket/${ticket.id}`, undefined],
      ['POST', `/api/ticket/${ticket.id}/messages`, { body: 'Let me in' }],
      ['GET', '/api/ticket/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const response = await asUser(other.token, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(messages.ticket.notFound);
    }
    expect((await asUser(other.token, 'GET', '/api/ticket/nope')).statusCode).toBe(400);
    const [row] = await ticketsOf(user.id);
    expect(row!.status).toBe('open');
  });

  it('a reply of mine sends a waiting or resolved ticket back to the support team', async () => {
    const user = await signedInUser();
    const ticket = await sentTicket(user);
    for (const status of ['waitingOnCustomer', 'resolved'] as const) {
      await testApp.database.db
        .update(tickets)
        .set({ status, resolvedAt: status === 'resolved' ? new Date() : null })
        .where(eq(tickets.id, ticket.id));
      const response = await asUser(user.token, 'POST', `/api/ticket/${ticket.id}/messages`, {
        body: `  Still waiting (${status})  `,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(messages.ticket.sent);
      expect(response.json().data).toMatchObject({ status: 'open', resolvedAt: null });
      expect(response.json().data.messages.at(-1)).toMatchObject({
        author: 'customer',
        body: `Still waiting (${status})`,
      });
    }
    const list = await asUser(user.token, 'GET', '/api/ticket');
    expect(list.json().data.items[0].preview).toBe('Still waiting (resolved)');
    for (const payload of [{}, { body: ' ' }, { body: 'x'.repeat(2001) }]) {
      const refused = await asUser(
        user.token,
        'POST',
        `/api/ticket/${ticket.id}/messages`,
        payload,
      );
      expect(refused.statusCode).toBe(400);
    }
  });
});
