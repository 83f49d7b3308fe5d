import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTypes } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, setSubscription } from '../../../test/factories';
import { signInFresh } from '../../../test/job-fixtures';
import { apiClient } from '../../../test/api-client';
import type { SignedInStaff } from '../../../test/staff';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { auditLog } from '../../db/schema/staff';
import { tickets } from '../../db/schema/tickets';

const m = messages.ticket;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;

const { consoleCall: call, newAdmin: firstAdmin, newSupport: supportMember } = apiClient(app);

async function customerWithTicket(reason = 'The Professional is late') {
  const user = await createUser(app(), { firstName: 'Olivia' });
  const token = await signInFresh(app(), user);
  const sent = await call('POST', '/api/ticket', {
    headers: { authorization: token },
    payload: { reason, problemMessage: 'He arrived three hours late.' },
  });
  expect(sent.statusCode).toBe(201);
  const [ticket] = await db().select().from(tickets).where(eq(tickets.userId, user.id));
  return { user, token, ticketId: ticket!.id };
}

const auditRowsOf = (ticketId: string) =>
  db().select().from(auditLog).where(eq(auditLog.recordId, ticketId)).orderBy(auditLog.id);

let admin: SignedInStaff;
let support: SignedInStaff;
beforeAll(async () => {
  admin = await firstAdmin();
  support = await supportMember(admin);
});

describe('the support queue', () => {
  it('refuses signed-out visitors and every kind of customer with 401', async () => {
    const { ticketId } = await customerWithTicket();
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/tickets'],
      ['GET', '/api/admin/tickets/assignees'],
      ['GET', `/api/admin/tickets/${ticketId}`],
      ['POST', `/api/admin/tickets/${ticketId}/assign`, { staffId: null }],
      ['POST', `/api/admin/tickets/${ticketId}/reply`, { body: 'Hello' }],
      ['POST', `/api/admin/tickets/${ticketId}/resolve`],
      ['POST', `/api/admin/tickets/${ticketId}/reopen`],
    ];
    const customers = await Promise.all(
      userTypes.map(async (userType) => {
        const user = await createUser(app(), { userType });
        if (userType === 'tradie') await setSubscription(app(), user.id, 'active');
        return signInFresh(app(), user);
      }),
    );
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, { payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const token of customers) {
        const response = await call(method, url, {
          payload,
          headers: { authorization: token, cookie: `token=${token}` },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    const [row] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
    expect(row).toMatchObject({ status: 'open', assignedStaffId: null });
    expect(await auditRowsOf(ticketId)).toEqual([]);
  });

  it('filters by status, assignee and a search of subject or email, for support and admins', async () => {
    const late = await customerWithTicket('Quoted one price, charged another');
    const other = await customerWithTicket('The Professional not coming');
    expect(
      (
        await call('POST', `/api/admin/tickets/${late.ticketId}/assign`, {
          cookie: support.cookie,
          payload: { staffId: support.id },
        })
      ).statusCode,
    ).toBe(200);

    for (const who of [admin, support]) {
      const all = await call('GET', '/api/admin/tickets', { cookie: who.cookie });
      expect(all.statusCode).toBe(200);
      const ids = all.json().data.items.map((t: { _id: string }) => t._id);
      expect(ids).toEqual(expect.arrayContaining([late.ticketId, other.ticketId]));
    }

    const search = await call('GET', '/api/admin/tickets?q=charged%20another', {
      cookie: admin.cookie,
    });
    expect(search.json().data.items.map((t: { _id: string }) => t._id)).toEqual([late.ticketId]);
    expect(search.json().data.items[0]).toMatchObject({
      status: 'open',
      customer: { name: 'Olivia Nguyen', email: late.user.email },
      assignee: { _id: support.id, name: 'Sam Lee' },
      preview: 'He arrived three hours late.',
    });
    const byEmail = await call(
      'GET',
      `/api/admin/tickets?q=${encodeURIComponent(other.user.email.toUpperCase())}`,
      { cookie: admin.cookie },
    );
    expect(byEmail.json().data.items.map((t: { _id: string }) => t._id)).toEqual([other.ticketId]);
    // A pattern character is searched for as itself.
    const percent = await call('GET', '/api/admin/tickets?q=%25', { cookie: admin.cookie });
    expect(percent.json().data.total).toBe(0);

    const mine = await call('GET', '/api/admin/tickets?assigned=me', { cookie: support.cookie });
    expect(mine.json().data.items.map((t: { _id: string }) => t._id)).toEqual([late.ticketId]);
    const adminMine = await call('GET', '/api/admin/tickets?assigned=me', {
      cookie: admin.cookie,
    });
    expect(adminMine.json().data.items).toEqual([]);
    const unassigned = await call('GET', '/api/admin/tickets?assigned=unassigned', {
      cookie: admin.cookie,
    });
    const unassignedIds = unassigned.json().data.items.map((t: { _id: string }) => t._id);
    expect(unassignedIds).toContain(other.ticketId);
    expect(unassignedIds).not.toContain(late.ticketId);

    const resolved = await call('GET', '/api/admin/tickets?status=resolved', {
      cookie: admin.cookie,
    });
    expect(resolved.json().data.items).toEqual([]);

    for (const query of ['status=closed', 'assigned=someone', 'page=0', `q=${'x'.repeat(201)}`]) {
      const bad = await call('GET', `/api/admin/tickets?${query}`, { cookie: admin.cookie });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('lists the active staff to assign to', async () => {
    const response = await call('GET', '/api/admin/tickets/assignees', { cookie: support.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toEqual(
      expect.arrayContaining([
        { _id: admin.id, name: 'Priya Shah' },
        { _id: support.id, name: 'Sam Lee' },
      ]),
    );
  });
});

describe('a ticket in the console', () => {
  it("shows the conversation and the customer's details; an unknown ticket is 404", async () => {
    const { user, ticketId } = await customerWithTicket();
    const response = await call('GET', `/api/admin/tickets/${ticketId}`, {
      cookie: support.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: ticketId,
      reason: 'The Professional is late',
      status: 'open',
      assignee: null,
      customer: {
        _id: user.id,
        name: 'Olivia Nguyen',
        email: user.email,
        userType: 'client',
        isVerified: true,
      },
      messages: [
        { author: 'customer', authorName: 'Olivia Nguyen', body: 'He arrived three hours late.' },
      ],
    });
    const unknown = await call('GET', `/api/admin/tickets/${UNKNOWN_ID}`, {
      cookie: support.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.notFound);
    expect(
      (await call('GET', '/api/admin/tickets/nope', { cookie: admin.cookie })).statusCode,
    ).toBe(400);
  });

  it('replies: the ticket waits on the customer, who is notified and mailed, with its audit row', async () => {
    const { user, token, ticketId } = await customerWithTicket();
    const response = await call('POST', `/api/admin/tickets/${ticketId}/reply`, {
      cookie: support.cookie,
      payload: { body: '  Sorry about that. We have spoken to the professional.  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.repliedMessage);
    const ticket = response.json().data;
    expect(ticket).toMatchObject({
      status: 'waitingOnCustomer',
      // An unassigned ticket becomes the replier's.
      assignee: { _id: support.id, name: 'Sam Lee' },
    });
    expect(ticket.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Sam Lee',
      body: 'Sorry about that. We have spoken to the professional.',
    });

    const [notification, ...more] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'ticket_answered')));
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      title: m.answeredTitle,
      body: 'The Professional is late: Sorry about that. We have spoken to the professional.',
      link: `/tickets/${ticketId}`,
    });
    // Alert mails are written by the sender, just before they go (decision 075).
    await testApp.app.mail.deliverDue();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'alert_ticket_answered')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.answeredTitle);
    expect(mails[0]!.text).toContain('Sorry about that.');
    expect(mails[0]!.text).toContain(`/tickets/${ticketId}`);

    const [audit, ...moreAudit] = await auditRowsOf(ticketId);
    expect(moreAudit).toEqual([]);
    expect(audit).toMatchObject({
      staffId: support.id,
      action: 'ticket.reply',
      recordType: 'ticket',
      reason: 'reply',
      requestId: response.headers['x-request-id'],
    });
    expect(audit!.details).toMatchObject({ from: 'open', assignedToReplier: true });

    // The customer reads it as "waiting on you", from TradeMate support.
    const mine = await call('GET', `/api/ticket/${ticketId}`, {
      headers: { authorization: token },
    });
    expect(mine.json().data).toMatchObject({ status: 'waitingOnCustomer' });
    expect(mine.json().data.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: m.supportName,
    });
  });

  it('refuses an empty reply and a reply to an unknown ticket, and changes nothing', async () => {
    const { user, ticketId } = await customerWithTicket();
    for (const body of [{}, { body: '  ' }, { body: 'x'.repeat(2001) }]) {
      const response = await call('POST', `/api/admin/tickets/${ticketId}/reply`, {
        cookie: admin.cookie,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await call('POST', `/api/admin/tickets/${UNKNOWN_ID}/reply`, {
      cookie: admin.cookie,
      payload: { body: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      await db().select().from(notifications).where(eq(notifications.userId, user.id)),
    ).toEqual([]);
    expect(await auditRowsOf(ticketId)).toEqual([]);
  });

  it('assigns to me, to another, to nobody; refuses someone not on the active staff', async () => {
    const { ticketId } = await customerWithTicket();
    const toAdmin = await call('POST', `/api/admin/tickets/${ticketId}/assign`, {
      cookie: support.cookie,
      payload: { staffId: admin.id },
    });
    expect(toAdmin.statusCode).toBe(200);
    expect(toAdmin.json()).toMatchObject({
      message: m.assignedMessage('Priya Shah'),
      data: { assignee: { _id: admin.id, name: 'Priya Shah' } },
    });
    const nobody = await call('POST', `/api/admin/tickets/${ticketId}/assign`, {
      cookie: admin.cookie,
      payload: { staffId: null },
    });
    expect(nobody.json()).toMatchObject({
      message: m.assignedMessage(null),
      data: { assignee: null },
    });

    for (const staffId of [UNKNOWN_ID, 'nope']) {
      const refused = await call('POST', `/api/admin/tickets/${ticketId}/assign`, {
        cookie: admin.cookie,
        payload: { staffId },
      });
      expect(refused.statusCode).toBe(400);
    }
    const rows = await auditRowsOf(ticketId);
    expect(rows.map((row) => [row.action, row.reason, row.details])).toEqual([
      ['ticket.assign', 'assignment', { from: null, to: admin.id, toName: 'Priya Shah' }],
      ['ticket.assign', 'assignment', { from: admin.id, to: null, toName: null }],
    ]);
  });

  it('resolves and reopens once each, refusing the same change twice with 409', async () => {
    const { token, ticketId } = await customerWithTicket();
    const resolved = await call('POST', `/api/admin/tickets/${ticketId}/resolve`, {
      cookie: support.cookie,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
    });
    const twice = await call('POST', `/api/admin/tickets/${ticketId}/resolve`, {
      cookie: support.cookie,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.alreadyResolved);
    const mine = await call('GET', '/api/ticket', { headers: { authorization: token } });
    expect(mine.json().data.items[0]).toMatchObject({ _id: ticketId, status: 'resolved' });

    const reopened = await call('POST', `/api/admin/tickets/${ticketId}/reopen`, {
      cookie: admin.cookie,
    });
    expect(reopened.json().data).toMatchObject({ status: 'open', resolvedAt: null });
    const again = await call('POST', `/api/admin/tickets/${ticketId}/reopen`, {
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.notResolved);
    expect(
      (await call('POST', `/api/admin/tickets/${UNKNOWN_ID}/resolve`, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(404);

    const rows = await auditRowsOf(ticketId);
    expect(rows.map((row) => [row.action, row.reason, row.staffId])).toEqual([
      ['ticket.resolve', 'resolved', support.id],
      ['ticket.reopen', 'reopened', admin.id],
    ]);
  });
});
