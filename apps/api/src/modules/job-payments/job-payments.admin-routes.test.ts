import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeeCents } from '@trademate/shared/constants/job-payments';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { paymentScene } from '../../../test/job-payment-fixtures';
import { callAs, signInNewAdmin, signInNewSupport, type SignedInStaff } from '../../../test/staff';

const m = messages.jobPayments;
const FEE = { percentBasisPoints: 500, minCents: 200, capCents: 25_000 };

let testApp: TestApp;
let admin: SignedInStaff;
let support: SignedInStaff;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signInNewAdmin(testApp.app);
  support = await signInNewSupport(testApp.app, admin);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const scene = paymentScene(app);
const { call } = scene;

async function disputed() {
  const held = await scene.heldPayment();
  await scene.chatFile(held.client, held.conversationId, 'leak.pdf');
  const opened = await call('POST', `/api/job-payments/${held.payment._id}/dispute`, held.client, {
    reason: 'The tap still leaks after the repair',
  });
  expect(opened.statusCode).toBe(200);
  return held;
}

describe('disputes in the console', () => {
  it('lists open disputes for support, with what was agreed, the chat, its files and the ledger', async () => {
    const { payment, quote } = await disputed();
    const list = await callAs(app(), support, 'GET', '/api/admin/disputes');
    expect(list.statusCode).toBe(200);
    const item = list
      .json()
      .data.items.find((entry: { paymentId: string }) => entry.paymentId === payment._id);
    expect(item).toMatchObject({
      quoteId: quote._id,
      openedBy: 'client',
      heldCents: payment.amountCents,
      status: 'disputed',
    });

    const detail = await callAs(app(), support, 'GET', `/api/admin/disputes/${payment._id}`);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data.agreement.lines.length).toBeGreaterThan(0);
    expect(data.agreement.lines[0].source).toBe('Quote v1');
    expect(data.ledger.map((movement: { kind: string }) => movement.kind)).toEqual(['charge']);
    const file = data.messages.flatMap(
      (message: { attachments: { fileName: string; url: string }[] }) => message.attachments,
    )[0];
    expect(file.fileName).toBe('leak.pdf');
    const opened = await callAs(app(), support, 'GET', file.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
  });

  it('refunds half and releases the rest, with a note in the audit log, and tells both', async () => {
    const { payment, client, professional, quote } = await disputed();
    const half = Math.floor(payment.amountCents / 2);
    const tooMuch = await callAs(
      app(),
      support,
      'POST',
      `/api/admin/disputes/${payment._id}/resolve`,
      {
        refundCents: payment.amountCents + 1,
        note: 'More than was paid',
      },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(m.refundOverHeld(payment.amountCents));
    const noNote = await callAs(
      app(),
      support,
      'POST',
      `/api/admin/disputes/${payment._id}/resolve`,
      {
        refundCents: half,
        note: '',
      },
    );
    expect(noNote.statusCode).toBe(400);

    const resolved = await callAs(
      app(),
      support,
      'POST',
      `/api/admin/disputes/${payment._id}/resolve`,
      { refundCents: half, note: 'Half the work was done; half refunded' },
    );
    expect(resolved.statusCode).toBe(200);
    const released = payment.amountCents - half;
    const fee = platformFeeCents(released, FEE);
    expect(resolved.json().data.payment).toMatchObject({
      status: 'settled',
      heldCents: 0,
      refundedCents: half,
      releasedCents: released,
      feeCents: fee,
      dispute: { note: 'Half the work was done; half refunded' },
    });
    const again = await callAs(
      app(),
      support,
      'POST',
      `/api/admin/disputes/${payment._id}/resolve`,
      {
        refundCents: 0,
        note: 'Once more',
      },
    );
    expect(again.statusCode).toBe(409);

    const audit = await app().audit.findByRequest(resolved.headers['x-request-id'] as string);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'jobPayment.resolveDispute', recordId: payment._id }),
    ]);
    expect(await scene.noticesOf(client.id, 'payment_disputed')).toHaveLength(1);
    // The professional was told of the dispute when it opened, then of its outcome.
    expect(await scene.noticesOf(professional.id, 'payment_disputed')).toHaveLength(2);

    const clientView = (await call('GET', `/api/quotes/${quote._id}/payments`, client)).json().data;
    expect(clientView).toMatchObject({ refundedCents: half, releasedCents: released });
    const proView = (await call('GET', `/api/quotes/${quote._id}/payments`, professional)).json()
      .data;
    expect(proView.payments[0].payoutCents).toBe(released - fee);
    const ledger = app().ledger;
    expect(await ledger.balanceOf(`held:${payment._id}`)).toBe(0);
    expect(await ledger.sumOfEverything()).toBe(0);

    const resolvedList = await callAs(app(), support, 'GET', '/api/admin/disputes?state=resolved');
    expect(
      resolvedList
        .json()
        .data.items.some((entry: { paymentId: string }) => entry.paymentId === payment._id),
    ).toBe(true);
  });

  it('is closed to customers and to no one signed in; the money report is for admins', async () => {
    const { payment, client } = await disputed();
    expect((await callAs(app(), null, 'GET', '/api/admin/disputes')).statusCode).toBe(401);
    const asCustomer = await call('GET', `/api/admin/disputes/${payment._id}`, client);
    expect(asCustomer.statusCode).toBe(401);
    expect((await callAs(app(), support, 'GET', '/api/admin/money')).statusCode).toBe(403);
    const unknown = await callAs(
      app(),
      support,
      'GET',
      '/api/admin/disputes/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the money report', () => {
  it('sums the ledger per period and finds nothing to reconcile when everything adds up', async () => {
    const { client, payment } = await scene.heldPayment();
    await call('POST', `/api/job-payments/${payment._id}/release`, client);
    const report = await callAs(app(), admin, 'GET', '/api/admin/money?period=week');
    expect(report.statusCode).toBe(200);
    const data = report.json().data;
    const charged = data.rows.reduce(
      (sum: number, row: { chargedCents: number }) => sum + row.chargedCents,
      0,
    );
    const released = data.rows.reduce(
      (sum: number, row: { releasedCents: number }) => sum + row.releasedCents,
      0,
    );
    expect(charged).toBeGreaterThanOrEqual(payment.amountCents);
    expect(released).toBeGreaterThanOrEqual(payment.amountCents);
    expect(data.differences).toEqual([]);
    expect(data.heldNowCents).toBe(
      await app()
        .ledger.balancesByPrefix('held:')
        .then((balances) => [...balances.values()].reduce((sum, value) => sum + value, 0)),
    );
    const bad = await callAs(app(), admin, 'GET', '/api/admin/money?period=year');
    expect(bad.statusCode).toBe(400);
  });
});
