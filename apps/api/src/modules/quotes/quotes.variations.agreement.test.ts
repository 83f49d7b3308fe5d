import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAud } from '@trademate/shared/constants/plans';
import { formatAudChange, variationTotals } from '@trademate/shared/constants/quote-variations';
import { quoteTotals } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import type { VariationRequest } from '@trademate/shared/schemas/quotes';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { readPdfText } from '../../../test/pdf-text';
import { quotePayload, quoteScene, variationPayload } from '../../../test/quote-fixtures';

const mv = messages.quoteVariations;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const scene = quoteScene(app);
const { call } = scene;

const removal: VariationRequest = {
  lines: [
    {
      change: 'remove',
      description: 'Mixer tap, chrome',
      kind: 'materials',
      quantityHundredths: 100,
      unit: 'each',
      unitPriceCents: 43_999,
    },
  ],
  reason: 'The client bought the tap themselves.',
};

/**
 * An accepted quote from a professional registered for GST, with four variations: the first two
 * approved, the third declined and the fourth still proposed.
 */
async function variedAgreement() {
  const { client, job, serviceId } = await scene.openJob();
  const { professional } = await scene.contactingProfessional(job, serviceId);
  await scene.giveAbn(professional.id, '2019-01-01');
  const quote = await scene.sentQuote(professional, job._id);
  expect((await call('POST', `/api/quotes/${quote._id}/accept`, client)).statusCode).toBe(200);
  const propose = async (body: VariationRequest) => {
    const response = await call('POST', `/api/quotes/${quote._id}/variations`, professional, body);
    expect(response.statusCode).toBe(201);
  };
  const answer = async (number: number, action: string, body?: object) => {
    const url = `/api/quotes/${quote._id}/variations/${number}/${action}`;
    expect((await call('POST', url, client, body)).statusCode).toBe(200);
  };
  await propose(variationPayload());
  await propose(removal);
  await propose(variationPayload({ reason: 'A second valve, declined.' }));
  await propose(variationPayload({ reason: 'A third valve, not answered yet.' }));
  await answer(1, 'approve');
  await answer(2, 'approve');
  await answer(3, 'decline', { reason: 'One valve is enough' });
  return { client, job, professional, quote };
}

const accepted = quoteTotals(quotePayload().items, true, { kind: 'percent', value: 10 });
const added = variationTotals(variationPayload().lines, true);
const removed = variationTotals(removal.lines, true);
const agreed = accepted.totalCents + added.totalCents + removed.totalCents;

describe('an agreement with variations', () => {
  it('counts the approved variations in what was agreed, their lines after the accepted version', async () => {
    const { quote, client, professional } = await variedAgreement();
    const agreement = await app().quotes.agreementOf(quote._id);
    expect(agreement).toMatchObject({
      quoteId: quote._id,
      clientId: client.id,
      professionalId: professional.id,
      acceptedVersion: 1,
      versionTotalCents: accepted.totalCents,
      depositCents: accepted.depositCents,
      agreedTotalCents: agreed,
      gstRegistered: true,
    });
    expect(agreement!.lines).toEqual([
      { description: quotePayload().items[0]!.description, totalCents: 26_125, source: 'Quote v1' },
      { description: quotePayload().items[1]!.description, totalCents: 48_399, source: 'Quote v1' },
      {
        description: variationPayload().lines[0]!.description,
        totalCents: 10_450,
        source: mv.title(1),
      },
      {
        description: variationPayload().lines[1]!.description,
        totalCents: 5_005,
        source: mv.title(1),
      },
      { description: removal.lines[0]!.description, totalCents: -48_399, source: mv.title(2) },
    ]);
    expect(agreement!.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(agreed);

    const read = await call('GET', `/api/quotes/${quote._id}`, client);
    expect(read.json().data.agreedTotalCents).toBe(agreed);
  });

  it('prints the accepted version, then each approved variation and the agreed total', async () => {
    const { quote, client } = await variedAgreement();
    const response = await call('GET', `/api/quotes/${quote._id}/agreement`, client);
    expect(response.statusCode).toBe(200);
    const text = readPdfText(response.rawPayload);
    for (const expected of [
      quotePayload().items[0]!.description,
      formatAud(accepted.totalCents),
      mv.agreement.heading,
      mv.title(1),
      mv.title(2),
      variationPayload().reason,
      removal.reason,
      'Added: Replace the corroded',
      'Removed: Mixer tap',
      formatAudChange(added.totalCents),
      formatAudChange(removed.totalCents),
      mv.agreement.agreedTotal,
      formatAud(agreed),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf(mv.title(1))).toBeLessThan(text.indexOf(mv.title(2)));
    expect(text.indexOf(formatAud(accepted.totalCents))).toBeLessThan(
      text.indexOf(mv.agreement.heading),
    );
    // Neither the declined nor the unanswered one is part of the agreement.
    expect(text).not.toContain(mv.title(3));
    expect(text).not.toContain('not answered yet');
  });

  it('prints no variations part for an agreement without any', async () => {
    const { client, quote } = await scene.quotedJob();
    await call('POST', `/api/quotes/${quote._id}/accept`, client);
    const response = await call('GET', `/api/quotes/${quote._id}/agreement`, client);
    expect(readPdfText(response.rawPayload)).not.toContain(mv.agreement.heading);
    const agreement = await app().quotes.agreementOf(quote._id);
    expect(agreement!.agreedTotalCents).toBe(agreement!.versionTotalCents);
  });
});
