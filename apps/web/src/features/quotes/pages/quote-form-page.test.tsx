import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';
import type { Quote } from '@trademate/shared/schemas/quotes';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildJobRequestDetail, buildTradie, ids } from '@/testing/builders/job-requests';
import {
  buildAttachment,
  buildItem,
  buildQuote,
  buildVersion,
  quoteIds,
} from '@/testing/builders/quotes';
import { buildAnswers, buildQuestion } from '@/testing/builders/job-questions';
import { renderRoute } from '@/testing/render';
import QuoteFormPage from './quote-form-page';

const m = messages.quotes;

// Today in Australia is 25 November 2026 for every test: the form's dates count from it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-25T02:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const contactedJob = (overrides: Partial<JobRequestDetail> = {}) =>
  buildJobRequestDetail({ hasContacted: true, conversationId: ids.conversation, ...overrides });

/** The professional's own quote on the job, as the list gives it. */
const myQuote = (overrides: Partial<Quote> = {}) =>
  buildQuote({
    _id: quoteIds.jess,
    job: { ...buildQuote().job, _id: ids.job },
    isMine: true,
    ...overrides,
  });

async function openForm({
  job = contactedJob(),
  quotes = [],
  files = [],
}: {
  job?: JobRequestDetail;
  quotes?: Quote[];
  files?: ReturnType<typeof buildAttachment>[];
} = {}) {
  server.use(
    http.get(`/api/jobRequest/${ids.job}`, () => ok(job)),
    http.get(`/api/job/${ids.job}/quotes`, () => ok({ items: quotes })),
    http.get(`/api/chat/${ids.conversation}/messages`, () =>
      ok({
        items: files.map((attachment, index) => ({
          _id: `m${index}`,
          senderId: buildTradie()._id,
          body: '',
          createdAt: '2026-11-20T03:00:00.000Z',
          isMine: true,
          detailsHidden: false,
          attachment,
        })),
        nextCursor: null,
      }),
    ),
  );
  const sent = recordRequests();
  const view = renderRoute(<QuoteFormPage />, {
    route: `/jobRequest/${ids.job}/quote`,
    path: '/jobRequest/:id/quote',
    user: buildTradie(),
  });
  await screen.findByRole('button', { name: /^Send/ });
  return { ...view, sent };
}

const line = (number: number) => screen.getByRole('group', { name: `Line ${number}` });
const totals = () => screen.getByRole('region', { name: 'Totals' });
const totalRow = (label: string) =>
  within(totals()).getByText(label).closest('div')!.querySelector('dd')!.textContent;

async function fillLine(
  user: UserEvent,
  number: number,
  values: { description?: string; quantity?: string; unitPrice?: string; unit?: string },
) {
  const group = line(number);
  if (values.description !== undefined) {
    await user.clear(within(group).getByLabelText('Description'));
    await user.type(within(group).getByLabelText('Description'), values.description);
  }
  if (values.quantity !== undefined) {
    await user.clear(within(group).getByLabelText('Quantity'));
    await user.type(within(group).getByLabelText('Quantity'), values.quantity);
  }
  if (values.unit !== undefined) {
    await user.selectOptions(within(group).getByLabelText('Unit'), values.unit);
  }
  if (values.unitPrice !== undefined) {
    await user.clear(within(group).getByLabelText('Unit price ($)'));
    await user.type(within(group).getByLabelText('Unit price ($)'), values.unitPrice);
  }
}

describe('QuoteFormPage', () => {
  it('adds up the lines as they are typed and sends quantities in hundredths and prices in cents', async () => {
    const user = userEvent.setup();
    const saved = myQuote();
    server.use(http.post(`/api/job/${ids.job}/quotes`, () => ok(saved, m.sent, 201)));
    const { sent } = await openForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Send a quote' })).toBeInTheDocument();
    expect(screen.getByLabelText('Valid until')).toHaveValue('2026-12-25');
    expect(screen.getByLabelText('Earliest start')).toHaveValue('2026-11-25');
    expect(
      within(totals()).getByText(/GST is added if your ABN is registered for GST/),
    ).toBeInTheDocument();

    await fillLine(user, 1, {
      description: 'Fit the new unit',
      quantity: '2.5',
      unitPrice: '85.50',
    });
    expect(within(line(1)).getByText('$213.75')).toBeInTheDocument();
    expect(totalRow('Labour')).toBe('$213.75');

    await user.click(screen.getByRole('button', { name: 'Add materials' }));
    await fillLine(user, 2, { description: 'Tempering valve', quantity: '1', unitPrice: '$1,120' });
    expect(totalRow('Materials')).toBe('$1,120');
    expect(totalRow('Total before GST')).toBe('$1,333.75');

    await user.click(screen.getByRole('radio', { name: 'A percentage' }));
    await user.type(screen.getByLabelText('Deposit (% of the total)'), '10');
    expect(totalRow('Deposit (before GST)')).toBe('$133.38');

    await user.type(screen.getByLabelText('Terms (optional)'), 'Old unit taken away.');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/quotes/${saved._id}`),
    );
    expect(await sent.request(`POST /api/job/${ids.job}/quotes`).json()).toEqual({
      items: [
        {
          description: 'Fit the new unit',
          kind: 'labour',
          quantityHundredths: 250,
          unit: 'hour',
          unitPriceCents: 8550,
        },
        {
          description: 'Tempering valve',
          kind: 'materials',
          quantityHundredths: 100,
          unit: 'each',
          unitPriceCents: 112000,
        },
      ],
      validUntil: '2026-12-25',
      earliestStart: '2026-11-25',
      deposit: { kind: 'percent', value: 10 },
      terms: 'Old unit taken away.',
      attachmentIds: [],
    });
  });

  it('starts from a line per number the client gave about the job, priced by the professional', async () => {
    const user = userEvent.setup();
    const saved = myQuote();
    server.use(http.post(`/api/job/${ids.job}/quotes`, () => ok(saved, m.sent, 201)));
    const fittings = buildQuestion({
      key: 'fittings',
      kind: 'number',
      label: 'How many light fittings?',
    });
    const answers = [
      ...buildAnswers({ 'job-type': 'power-points', points: 3, storeys: 'single' }),
      ...buildAnswers({ fittings: 2 }, [fittings]),
    ];
    const { sent } = await openForm({ job: contactedJob({ answers }) });

    await user.click(screen.getByRole('button', { name: messages.jobQuestions.quoteFromAnswers }));

    expect(screen.getAllByRole('group', { name: /^Line \d/ })).toHaveLength(2);
    expect(within(line(1)).getByLabelText('Description')).toHaveValue(
      'How many points or fittings?',
    );
    expect(within(line(1)).getByLabelText('Quantity')).toHaveValue('3');
    expect(within(line(1)).getByLabelText('Unit')).toHaveValue('each');
    expect(within(line(1)).getByLabelText('Type')).toHaveValue('labour');
    expect(within(line(2)).getByLabelText('Description')).toHaveValue('How many light fittings?');
    expect(
      screen.queryByRole('button', { name: messages.jobQuestions.quoteFromAnswers }),
    ).not.toBeInTheDocument();

    await fillLine(user, 1, { unitPrice: '95' });
    await fillLine(user, 2, { unitPrice: '60' });
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/quotes/${saved._id}`),
    );
    expect(
      ((await sent.request(`POST /api/job/${ids.job}/quotes`).json()) as { items: unknown }).items,
    ).toEqual([
      {
        description: 'How many points or fittings?',
        kind: 'labour',
        quantityHundredths: 300,
        unit: 'each',
        unitPriceCents: 9500,
      },
      {
        description: 'How many light fittings?',
        kind: 'labour',
        quantityHundredths: 200,
        unit: 'each',
        unitPriceCents: 6000,
      },
    ]);
  });

  it('keeps the lines already typed, and offers nothing for a job without numbers', async () => {
    const user = userEvent.setup();
    await openForm({ job: contactedJob({ answers: buildAnswers({ points: 4 }) }) });
    await fillLine(user, 1, { description: 'Call-out', unitPrice: '80' });
    await user.click(screen.getByRole('button', { name: messages.jobQuestions.quoteFromAnswers }));
    expect(within(line(1)).getByLabelText('Description')).toHaveValue('Call-out');
    expect(within(line(2)).getByLabelText('Quantity')).toHaveValue('4');
    cleanup();

    await openForm({ job: contactedJob({ answers: buildAnswers({ storeys: 'double' }) }) });
    expect(
      screen.queryByRole('button', { name: messages.jobQuestions.quoteFromAnswers }),
    ).not.toBeInTheDocument();
  });

  it('removes a line, and refuses what the shared rules refuse before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add labour' }));
    expect(screen.getAllByRole('group', { name: /^Line / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getAllByRole('group', { name: /^Line / })).toHaveLength(1);

    await fillLine(user, 1, { description: 'x', quantity: '2.555', unitPrice: 'abc' });
    await user.clear(screen.getByLabelText('Valid until'));
    await user.type(screen.getByLabelText('Valid until'), '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await within(line(1)).findByText(m.itemDescriptionTooShort)).toBeInTheDocument();
    expect(within(line(1)).getByText(m.quantityInvalid)).toBeInTheDocument();
    expect(within(line(1)).getByText(m.unitPriceInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.validUntilTooFar)).toBeInTheDocument();
    expect(sent.to(`POST /api/job/${ids.job}/quotes`)).toHaveLength(0);

    // A quote of nothing is refused on the lines as a whole.
    await fillLine(user, 1, { description: 'Look at the unit', quantity: '1', unitPrice: '0' });
    await user.clear(screen.getByLabelText('Valid until'));
    await user.type(screen.getByLabelText('Valid until'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText(m.totalZero)).toBeInTheDocument();
    expect(sent.to(`POST /api/job/${ids.job}/quotes`)).toHaveLength(0);
  });

  it('shows the server’s field errors on the fields they name', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`/api/job/${ids.job}/quotes`, () =>
        fail(400, 'VALIDATION', m.unitPriceInvalid, [
          { path: 'items.0.unitPriceCents', message: m.unitPriceInvalid },
          { path: 'earliestStart', message: m.earliestStartPast },
        ]),
      ),
    );
    await openForm();
    await fillLine(user, 1, { description: 'Fit the new unit', quantity: '3', unitPrice: '90' });
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(await within(line(1)).findByText(m.unitPriceInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Earliest start')).toHaveAccessibleDescription(
      m.earliestStartPast,
    );
    // Said on its field, not again above the button.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the quote was refused when no field is to blame', async () => {
    const user = userEvent.setup();
    server.use(http.post(`/api/job/${ids.job}/quotes`, () => fail(409, 'CONFLICT', m.jobNotOpen)));
    await openForm();
    await fillLine(user, 1, { description: 'Fit the new unit', quantity: '3', unitPrice: '90' });
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.jobNotOpen);
  });

  it('revises the professional’s quote, filled in from its current version', async () => {
    const user = userEvent.setup();
    const existing = myQuote({
      current: buildVersion({
        version: 2,
        items: [buildItem({ quantityHundredths: 250, unitPriceCents: 9_550 })],
        deposit: { kind: 'amount', value: 20_000 },
        validUntil: '2026-12-20',
        earliestStart: '2026-12-01',
        terms: 'Cash or transfer.',
        attachments: [buildAttachment()],
      }),
    });
    server.use(http.put(`/api/quotes/${existing._id}`, () => ok(existing, m.revised)));
    const { sent } = await openForm({
      quotes: [existing],
      files: [
        buildAttachment(),
        buildAttachment({
          _id: quoteIds.photo,
          kind: 'image',
          name: 'meter-box.webp',
          size: 90_000,
        }),
      ],
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Revise your quote' }),
    ).toBeInTheDocument();
    expect(within(line(1)).getByLabelText('Quantity')).toHaveValue('2.5');
    expect(within(line(1)).getByLabelText('Unit price ($)')).toHaveValue('95.50');
    expect(screen.getByRole('radio', { name: 'An amount' })).toBeChecked();
    expect(screen.getByLabelText('Deposit amount ($)')).toHaveValue('200');
    expect(await screen.findByRole('checkbox', { name: /hot-water-plans\.pdf/ })).toBeChecked();

    await fillLine(user, 1, { unitPrice: '99' });
    await user.click(screen.getByRole('checkbox', { name: /meter-box\.webp/ }));
    await user.click(screen.getByRole('button', { name: 'Send revised quote' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/quotes/${existing._id}`),
    );
    expect(await sent.request(`PUT /api/quotes/${existing._id}`).json()).toEqual({
      items: [
        {
          description: 'Remove the old unit and fit the new one',
          kind: 'labour',
          quantityHundredths: 250,
          unit: 'hour',
          unitPriceCents: 9900,
        },
      ],
      validUntil: '2026-12-20',
      earliestStart: '2026-12-01',
      deposit: { kind: 'amount', value: 20000 },
      terms: 'Cash or transfer.',
      attachmentIds: [quoteIds.plans, quoteIds.photo],
    });
    expect(sent.to(`POST /api/job/${ids.job}/quotes`)).toHaveLength(0);
  });

  it('shows what the law asks once the quote’s total crosses the state’s line', async () => {
    const user = userEvent.setup();
    await openForm({ job: contactedJob({ serviceSlug: 'carpenter', state: 'NSW' }) });
    const notice = () => screen.queryByRole('region', { name: messages.licences.noticeHeading });

    // $4,500 is $4,950 with GST at the most: under New South Wales' $5,000.
    await fillLine(user, 1, { description: 'Build the deck', quantity: '1', unitPrice: '4500' });
    expect(notice()).not.toBeInTheDocument();

    await fillLine(user, 1, { unitPrice: '4600' });
    expect(
      within(notice()!).getByText(
        'In New South Wales, building work priced over $5,000 must be done by a licensed contractor.',
      ),
    ).toBeInTheDocument();
    expect(
      within(notice()!).getByText('Your quote comes to up to $5,060 with GST.'),
    ).toBeInTheDocument();
    expect(within(notice()!).queryByText(messages.licences.askForLicence)).not.toBeInTheDocument();
  });

  it('asks a professional who has not contacted the client to do that first', async () => {
    server.use(
      http.get(`/api/jobRequest/${ids.job}`, () => ok(buildJobRequestDetail())),
      http.get(`/api/job/${ids.job}/quotes`, () => ok({ items: [] })),
    );
    renderRoute(<QuoteFormPage />, {
      route: `/jobRequest/${ids.job}/quote`,
      path: '/jobRequest/:id/quote',
      user: buildTradie(),
    });
    expect(await screen.findByText(m.notContacted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact the client' })).toHaveAttribute(
      'href',
      `/contactWithclient?job=${ids.job}`,
    );
  });

  it('is labelled throughout', async () => {
    await openForm({ files: [buildAttachment()] });
    await screen.findByRole('checkbox', { name: /hot-water-plans\.pdf/ });
    await expectNoAxeViolations();
  });
});
