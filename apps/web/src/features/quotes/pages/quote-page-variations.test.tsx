import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { QuoteDetail } from '@trademate/shared/schemas/quotes';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildTradie } from '@/testing/builders/job-requests';
import {
  buildAcceptedQuoteDetail,
  buildQuote,
  buildQuoteDetail,
  buildVariation,
  quoteIds,
} from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import QuotePage from './quote-page';

const m = messages.quotes;
const mv = messages.quoteVariations;
const variationsPath = `/api/quotes/${quoteIds.jess}/variations`;

afterEach(cleanup);

async function openQuote(
  quote: () => QuoteDetail,
  {
    handlers = [],
    asProfessional = false,
  }: { handlers?: HttpHandler[]; asProfessional?: boolean } = {},
) {
  server.use(
    ...handlers,
    http.get(`/api/quotes/${quote()._id}`, () => ok(quote())),
  );
  const sent = recordRequests();
  renderRoute(<QuotePage />, {
    route: `/quotes/${quote()._id}`,
    path: '/quotes/:id',
    user: asProfessional ? buildTradie() : buildMe(),
  });
  await screen.findByRole('heading', { level: 1, name: 'Replace a leaking hot water system' });
  return { sent };
}

const section = () => screen.getByRole('region', { name: 'Variations' });
const variation = (number: number) =>
  within(section()).getByRole('article', { name: mv.title(number) });
const agreedTotal = () =>
  within(section()).getByText('Agreed total', { selector: 'dt' }).nextElementSibling!.textContent;
const line = (number: number) => screen.getByRole('group', { name: `Line ${number}` });
const changes = () => screen.getByRole('region', { name: 'What it changes' });
const changeRow = (label: string) =>
  within(changes()).getByText(label).closest('div')!.querySelector('dd')!.textContent;

async function fillLine(
  user: UserEvent,
  number: number,
  values: {
    change?: string;
    description: string;
    kind?: string;
    quantity: string;
    unit?: string;
    unitPrice: string;
  },
) {
  const group = line(number);
  if (values.change) {
    await user.selectOptions(within(group).getByLabelText('Add or remove'), values.change);
  }
  await user.type(within(group).getByLabelText('Description'), values.description);
  if (values.kind) await user.selectOptions(within(group).getByLabelText('Type'), values.kind);
  await user.clear(within(group).getByLabelText('Quantity'));
  await user.type(within(group).getByLabelText('Quantity'), values.quantity);
  if (values.unit) await user.selectOptions(within(group).getByLabelText('Unit'), values.unit);
  await user.clear(within(group).getByLabelText('Unit price ($)'));
  await user.type(within(group).getByLabelText('Unit price ($)'), values.unitPrice);
}

describe('QuotePage variations', () => {
  it('shows the client a proposed variation and the agreed total, which moves once they approve it', async () => {
    const user = userEvent.setup();
    let isApproved = false;
    const quote = () =>
      buildAcceptedQuoteDetail({
        variations: [
          buildVariation(
            isApproved ? { status: 'approved', approvedAt: '2026-11-26T03:00:00.000Z' } : {},
          ),
        ],
      });
    const { sent } = await openQuote(quote, {
      handlers: [
        http.post(`${variationsPath}/1/approve`, () => {
          isApproved = true;
          return ok(quote(), mv.approved);
        }),
      ],
    });

    expect(agreedTotal()).toBe('$1,738');
    const proposed = variation(1);
    expect(within(proposed).getByText(mv.status.proposed)).toBeInTheDocument();
    expect(proposed).toHaveTextContent('Proposed 25 November 2026');
    expect(proposed).toHaveTextContent(buildVariation().reason);
    expect(proposed).toHaveTextContent('Added: Replace the corroded isolation valve');
    expect(proposed).toHaveTextContent('Labour · 1 hour × $95+$95');
    expect(proposed).toHaveTextContent('This variation, with GST+$154.55');
    expect(screen.queryByRole('button', { name: /Propose a variation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw variation 1' })).not.toBeInTheDocument();

    await user.click(within(proposed).getByRole('button', { name: 'Approve variation 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve variation 1?' });
    expect(dialog).toHaveTextContent('It changes the price by +$154.55');
    expect(dialog).toHaveTextContent('the agreed total becomes $1,892.55');
    await user.click(within(dialog).getByRole('button', { name: 'Approve variation' }));

    expect((await screen.findByRole('status')).textContent).toBe(mv.approved);
    expect(sent.to(`POST ${variationsPath}/1/approve`)).toHaveLength(1);
    expect(await within(variation(1)).findByText(mv.status.approved)).toBeInTheDocument();
    expect(agreedTotal()).toBe('$1,892.55');
    expect(section()).toHaveTextContent('1 approved variation (+$154.55)');
    expect(screen.queryByRole('button', { name: /Approve variation/ })).not.toBeInTheDocument();
  });

  it('lets the client decline a variation with a reason, asked for before anything is sent', async () => {
    const user = userEvent.setup();
    const quote = () => buildAcceptedQuoteDetail({ variations: [buildVariation()] });
    const { sent } = await openQuote(quote, {
      handlers: [
        http.post(`${variationsPath}/1/decline`, () =>
          ok(
            buildAcceptedQuoteDetail({
              variations: [
                buildVariation({
                  status: 'declined',
                  declinedAt: '2026-11-26T03:00:00.000Z',
                  declineReason: 'The valve was replaced last year',
                }),
              ],
            }),
            mv.declined,
          ),
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Decline variation 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline variation 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline variation' }));
    expect(await within(dialog).findByText(mv.declineReasonRequired)).toBeInTheDocument();
    expect(sent.to(`POST ${variationsPath}/1/decline`)).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Why are you declining?'),
      'The valve was replaced last year',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline variation' }));
    expect((await screen.findByRole('status')).textContent).toBe(mv.declined);
    expect(await sent.bodiesOf(`POST ${variationsPath}/1/decline`)).toEqual([
      { reason: 'The valve was replaced last year' },
    ]);
  });

  it('lets the professional propose a variation, adding up its lines as they are typed', async () => {
    const user = userEvent.setup();
    let proposed = false;
    const quote = () =>
      buildAcceptedQuoteDetail({ isMine: true, variations: proposed ? [buildVariation()] : [] });
    const { sent } = await openQuote(quote, {
      asProfessional: true,
      handlers: [
        http.post(variationsPath, () => {
          proposed = true;
          return ok(quote(), mv.proposed, 201);
        }),
      ],
    });
    expect(within(section()).getByText('No variations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose a variation' }));

    const form = screen.getByRole('form', { name: 'Propose a variation' });
    await fillLine(user, 1, {
      description: 'Extra hour to drain the tank',
      quantity: '1.5',
      unitPrice: '95',
    });
    expect(within(line(1)).getByText('$142.50')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add a line' }));
    await fillLine(user, 2, {
      change: 'Remove',
      description: 'Tempering valve',
      kind: 'Materials',
      quantity: '1',
      unit: 'each',
      unitPrice: '180',
    });
    expect(within(line(2)).getByText('-$180')).toBeInTheDocument();
    expect(changeRow('Before GST')).toBe('-$37.50');
    expect(changeRow('GST')).toBe('-$3.75');
    expect(changeRow('This variation')).toBe('-$41.25');
    expect(changeRow('Agreed total now')).toBe('$1,738');
    expect(changeRow('Agreed total if approved')).toBe('$1,696.75');
    await user.type(
      within(form).getByLabelText('Why does the work change?'),
      'The tank must be drained first; the valve is already there.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send variation' }));

    expect((await screen.findByRole('status')).textContent).toBe(mv.proposed);
    expect(await sent.bodiesOf(`POST ${variationsPath}`)).toEqual([
      {
        lines: [
          {
            change: 'add',
            description: 'Extra hour to drain the tank',
            kind: 'labour',
            quantityHundredths: 150,
            unit: 'hour',
            unitPriceCents: 9_500,
          },
          {
            change: 'remove',
            description: 'Tempering valve',
            kind: 'materials',
            quantityHundredths: 100,
            unit: 'each',
            unitPriceCents: 18_000,
          },
        ],
        reason: 'The tank must be drained first; the valve is already there.',
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Propose a variation' })).not.toBeInTheDocument();
    expect(
      await within(section()).findByRole('article', { name: mv.title(1) }),
    ).toBeInTheDocument();
  });

  it('refuses a variation that would take the agreed total below $0, and places the API’s field errors', async () => {
    const user = userEvent.setup();
    const quote = () => buildAcceptedQuoteDetail({ isMine: true });
    const { sent } = await openQuote(quote, {
      asProfessional: true,
      handlers: [
        http.post(variationsPath, () =>
          fail(400, 'VALIDATION', m.unitPriceInvalid, [
            { path: 'lines.0.unitPriceCents', message: m.unitPriceInvalid },
          ]),
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Propose a variation' }));
    await fillLine(user, 1, {
      change: 'Remove',
      description: 'The whole hot water unit',
      quantity: '1',
      unitPrice: '2000',
    });
    await user.type(screen.getByLabelText('Why does the work change?'), 'Client changed plans.');
    await user.click(screen.getByRole('button', { name: 'Send variation' }));
    expect(await screen.findByText(mv.belowZero)).toBeInTheDocument();
    expect(sent.to(`POST ${variationsPath}`)).toHaveLength(0);

    await user.clear(within(line(1)).getByLabelText('Unit price ($)'));
    await user.type(within(line(1)).getByLabelText('Unit price ($)'), '200');
    await user.click(screen.getByRole('button', { name: 'Send variation' }));
    expect(await within(line(1)).findByText(m.unitPriceInvalid)).toBeInTheDocument();
    expect(sent.to(`POST ${variationsPath}`)).toHaveLength(1);
  });

  it('lets the professional withdraw a variation not yet answered, and shows why one was declined', async () => {
    const user = userEvent.setup();
    const declined = buildVariation({
      number: 1,
      status: 'declined',
      declinedAt: '2026-11-26T03:00:00.000Z',
      declineReason: 'The valve was replaced last year',
    });
    const quote = () =>
      buildAcceptedQuoteDetail({
        isMine: true,
        variations: [buildVariation({ number: 2 }), declined],
      });
    const { sent } = await openQuote(quote, {
      asProfessional: true,
      handlers: [http.post(`${variationsPath}/2/withdraw`, () => ok(quote(), mv.withdrawn))],
    });
    expect(variation(1)).toHaveTextContent('Olivia declined because:');
    expect(variation(1)).toHaveTextContent('The valve was replaced last year');
    expect(variation(1)).toHaveTextContent('Proposed 25 November 2026 · declined 26 November 2026');
    expect(within(variation(1)).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(variation(2)).getByRole('button', { name: 'Withdraw variation 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw variation 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw variation' }));
    expect((await screen.findByRole('status')).textContent).toBe(mv.withdrawn);
    expect(sent.to(`POST ${variationsPath}/2/withdraw`)).toHaveLength(1);
  });

  it('has no variations before acceptance, and no new ones or approvals once the job is done', async () => {
    await openQuote(() => buildQuoteDetail());
    expect(screen.queryByRole('region', { name: 'Variations' })).not.toBeInTheDocument();
    cleanup();

    const done = { ...buildQuote().job, status: 'completed' as const };
    await openQuote(
      () => buildAcceptedQuoteDetail({ isMine: true, job: done, variations: [buildVariation()] }),
      { asProfessional: true },
    );
    expect(section()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose a variation' })).not.toBeInTheDocument();
    cleanup();

    await openQuote(() => buildAcceptedQuoteDetail({ job: done, variations: [buildVariation()] }));
    expect(screen.queryByRole('button', { name: 'Approve variation 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline variation 1' })).toBeInTheDocument();
  });

  it('is labelled throughout, the form open', async () => {
    const user = userEvent.setup();
    await openQuote(
      () =>
        buildAcceptedQuoteDetail({
          isMine: true,
          variations: [
            buildVariation({ number: 2 }),
            buildVariation({ status: 'withdrawn', withdrawnAt: '2026-11-25T05:00:00.000Z' }),
          ],
        }),
      { asProfessional: true },
    );
    await user.click(screen.getByRole('button', { name: 'Propose a variation' }));
    await expectNoAxeViolations();
  });
});
