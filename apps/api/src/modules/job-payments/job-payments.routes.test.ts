import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeeCents } from '@trademate/shared/constants/job-payments';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DECLINED_CARD, GOOD_CARD, paymentScene } from '../../../test/job-payment-fixtures';
import { readPdfText } from '../../../test/pdf-text';

const m = messages.jobPayments;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const FEE = { percentBasisPoints: 500, minCents: 200, capCents: 25_000 };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const scene = paymentScene(app);
const { call, signedIn } = scene;

describe('paying an accepted quote through TradeMate', () => {
  it('is refused until the professional has set up payouts, and says so', async () => {
    const { client, quote, professional } = await scene.acceptedQuote();
    const refused = await call('POST', `/api/quotes/${quote._id}/payments`, client, {
      milestone: 'whole',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.payoutsNotReady(professional.firstName));

    const panel = await call('GET', `/api/quotes/${quote._id}/payments`, professional);
    expect(panel.json().data.professionalPayoutsReady).toBe(false);
    const account = await call('GET', '/api/payouts/account', professional);
    expect(account.json().data).toMatchObject({ status: 'none', providerKind: 'test' });
  });

  it('offers the deposit or the whole, takes a test card, holds the money and tells the professional', async () => {
    const { client, quote, professional, conversationId } = await scene.acceptedQuote();
    await scene.readyPayouts(professional);
    expect((await call('GET', '/api/payouts/account', professional)).json().data.status).toBe(
      'ready',
    );

    const before = await call('GET', `/api/quotes/${quote._id}/payments`, client);
    expect(before.json().data.payable).toEqual([
      { milestone: 'deposit', amountCents: quote.current.depositCents },
      { milestone: 'whole', amountCents: quote.current.totalCents },
    ]);

    const started = await call('POST', `/api/quotes/${quote._id}/payments`, client, {
      milestone: 'deposit',
    });
    expect(started.statusCode).toBe(201);
    const paymentId = started.json().data.payment._id;
    expect(started.json().data.checkoutUrl).toBe(`/jobCheckout/${paymentId}`);

    const declined = await call(
      'POST',
      `/api/job-payments/${paymentId}/test-card`,
      client,
      DECLINED_CARD,
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(m.cardDeclined);

    const card = await call('POST', `/api/job-payments/${paymentId}/test-card`, client, GOOD_CARD);
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({
      status: 'held',
      milestone: 'deposit',
      heldCents: quote.current.depositCents,
      cardLast4: '4242',
    });
    const again = await call('POST', `/api/job-payments/${paymentId}/test-card`, client, GOOD_CARD);
    expect(again.statusCode).toBe(409);

    const proView = await call('GET', `/api/quotes/${quote._id}/payments`, professional);
    expect(proView.json().data).toMatchObject({
      heldCents: quote.current.depositCents,
      payable: [],
      professionalPayoutsReady: true,
    });
    const secured = await scene.noticesOf(professional.id, 'payment_secured');
    expect(secured).toHaveLength(1);
    expect((await scene.lastCard(conversationId))?.body).toBe(
      m.cardPaid(m.milestones.deposit, quote.current.depositCents),
    );

    const after = await call('GET', `/api/quotes/${quote._id}/payments`, client);
    expect(after.json().data.payable).toEqual([
      {
        milestone: 'balance',
        amountCents: quote.current.totalCents - quote.current.depositCents,
      },
    ]);
  });

  it('refuses anyone but the two people, and what cannot be paid', async () => {
    const { client, quote, professional } = await scene.acceptedQuote();
    await scene.readyPayouts(professional);
    const stranger = await signedIn('client');
    const otherPro = await signedIn('tradie', { plan: 'active' });
    for (const who of [stranger, otherPro]) {
      const read = await call('GET', `/api/quotes/${quote._id}/payments`, who);
      expect(read.statusCode).toBe(404);
    }
    const byStranger = await call('POST', `/api/quotes/${quote._id}/payments`, stranger, {
      milestone: 'whole',
    });
    expect(byStranger.statusCode).toBe(404);
    const byPro = await call('POST', `/api/quotes/${quote._id}/payments`, professional, {
      milestone: 'whole',
    });
    expect(byPro.statusCode).toBe(403);
    const balanceFirst = await call('POST', `/api/quotes/${quote._id}/payments`, client, {
      milestone: 'balance',
    });
    expect(balanceFirst.statusCode).toBe(409);
    const nonsense = await call('POST', `/api/quotes/${quote._id}/payments`, client, {
      milestone: 'everything',
    });
    expect(nonsense.statusCode).toBe(400);
    const unknown = await call('POST', `/api/quotes/${UNKNOWN_ID}/payments`, client, {
      milestone: 'whole',
    });
    expect(unknown.statusCode).toBe(404);
    const signedOut = await call('GET', `/api/quotes/${quote._id}/payments`, null);
    expect(signedOut.statusCode).toBe(401);

    const { quote: openQuote, client: openClient } = await scene.quotedJob();
    const notAccepted = await call('POST', `/api/quotes/${openQuote._id}/payments`, openClient, {
      milestone: 'whole',
    });
    expect(notAccepted.statusCode).toBe(404);
  });
});

describe('releasing held money', () => {
  it('pays the professional less the fee, makes both invoices and tells them', async () => {
    const { client, professional, quote, payment } = await scene.heldPayment();
    const fee = platformFeeCents(payment.amountCents, FEE);

    const byPro = await call('POST', `/api/job-payments/${payment._id}/release`, professional);
    expect(byPro.statusCode).toBe(403);
    const stranger = await signedIn('client');
    const byStranger = await call('POST', `/api/job-payments/${payment._id}/release`, stranger);
    expect(byStranger.statusCode).toBe(404);

    const released = await call('POST', `/api/job-payments/${payment._id}/release`, client);
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({
      status: 'released',
      heldCents: 0,
      releasedCents: payment.amountCents,
      feeCents: fee,
      payoutCents: payment.amountCents - fee,
    });
    const twice = await call('POST', `/api/job-payments/${payment._id}/release`, client);
    expect(twice.statusCode).toBe(409);

    const proView = (await call('GET', `/api/quotes/${quote._id}/payments`, professional)).json()
      .data;
    expect(proView.invoices.map((invoice: { kind: string }) => invoice.kind).sort()).toEqual([
      'fee',
      'work',
    ]);
    const clientView = (await call('GET', `/api/quotes/${quote._id}/payments`, client)).json().data;
    expect(clientView.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual(['work']);

    const feeInvoice = proView.invoices.find((invoice: { kind: string }) => invoice.kind === 'fee');
    expect(feeInvoice.amountCents).toBe(fee);
    const clientReadsFee = await call('GET', feeInvoice.url, client);
    expect(clientReadsFee.statusCode).toBe(404);
    const pdf = await call('GET', feeInvoice.url, professional);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(readPdfText(pdf.rawPayload)).toContain(feeInvoice.number);

    const work = await call('GET', clientView.invoices[0].url, client);
    expect(work.statusCode).toBe(200);
    expect(readPdfText(work.rawPayload)).toContain('No GST');

    expect(await scene.noticesOf(professional.id, 'payment_released')).toHaveLength(1);
    const history = await call('GET', '/api/jobHistory', professional);
    expect(history.json().data.items[0].deal).toEqual({
      quoteId: quote._id,
      agreedTotalCents: payment.amountCents,
      paidCents: payment.amountCents,
      heldCents: 0,
      payoutCents: payment.amountCents - fee,
      feeCents: fee,
      invoiceCount: 2,
    });
    const ledger = app().ledger;
    expect(await ledger.balanceOf(`held:${payment._id}`)).toBe(0);
    expect(await ledger.balanceOf(`payable:${professional.id}`)).toBe(0);
    expect(await ledger.sumOfEverything()).toBe(0);
  });

  it('releases by itself the set days after the work is marked done, telling both a day before', async () => {
    const { client, professional, quote, payment } = await scene.heldPayment();
    const early = await call('POST', `/api/quotes/${quote._id}/work-done`, client);
    expect(early.statusCode).toBe(403);
    const done = await call('POST', `/api/quotes/${quote._id}/work-done`, professional);
    expect(done.statusCode).toBe(200);
    const marked = done.json().data.payments[0];
    expect(marked.workDoneAt).toEqual(expect.any(String));
    const dueAt = new Date(marked.releaseDueAt);
    expect(dueAt.getTime() - new Date(marked.workDoneAt).getTime()).toBe(5 * 24 * 60 * 60 * 1000);
    expect(await scene.noticesOf(client.id, 'payment_release_due')).toHaveLength(1);
    const again = await call('POST', `/api/quotes/${quote._id}/work-done`, professional);
    expect(again.statusCode).toBe(409);

    await app().jobPayments.runSweep(new Date(dueAt.getTime() - 2 * 24 * 60 * 60 * 1000));
    expect((await call('GET', `/api/job-payments/${payment._id}`, client)).json().data.status).toBe(
      'held',
    );
    await app().jobPayments.runSweep(new Date(dueAt.getTime() - 60 * 60 * 1000));
    expect(await scene.noticesOf(client.id, 'payment_release_due')).toHaveLength(2);
    expect(await scene.noticesOf(professional.id, 'payment_release_due')).toHaveLength(1);

    await app().jobPayments.runSweep(new Date(dueAt.getTime() + 1000));
    const after = (await call('GET', `/api/job-payments/${payment._id}`, client)).json().data;
    expect(after).toMatchObject({ status: 'released', heldCents: 0 });
    await app().jobPayments.runSweep(new Date(dueAt.getTime() + 2000));
    expect(await scene.noticesOf(professional.id, 'payment_released')).toHaveLength(1);
  });
});

describe('disputes', () => {
  it('keep the money held; either side may open one, once, and the other is told', async () => {
    const { client, professional, quote, payment } = await scene.heldPayment();
    const short = await call('POST', `/api/job-payments/${payment._id}/dispute`, professional, {
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    const stranger = await signedIn('tradie', { plan: 'active' });
    const byStranger = await call('POST', `/api/job-payments/${payment._id}/dispute`, stranger, {
      reason: 'I was never paid for this work',
    });
    expect(byStranger.statusCode).toBe(404);

    const opened = await call('POST', `/api/job-payments/${payment._id}/dispute`, professional, {
      reason: 'The client changed the job after I started',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      status: 'disputed',
      dispute: { openedBy: 'professional', resolvedAt: null },
    });
    expect(await scene.noticesOf(client.id, 'payment_disputed')).toHaveLength(1);

    const release = await call('POST', `/api/job-payments/${payment._id}/release`, client);
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toBe(m.disputeOpen);
    const second = await call('POST', `/api/job-payments/${payment._id}/dispute`, client, {
      reason: 'The work is not finished at all',
    });
    expect(second.statusCode).toBe(409);
    const releaseAll = await call('POST', `/api/quotes/${quote._id}/release`, client);
    expect(releaseAll.statusCode).toBe(409);
  });
});
