import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAud } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import type { QuoteDetail } from '@trademate/shared/schemas/quotes';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildTradie } from '@/testing/builders/job-requests';
import {
  buildAttachment,
  buildItem,
  buildQuote,
  buildQuoteDetail,
  buildVersion,
  quoteIds,
} from '@/testing/builders/quotes';
import { buildMe, renderRoute } from '@/testing/render';
import QuotePage from './quote-page';

const m = messages.quotes;

afterEach(cleanup);

async function openQuote(
  quote: QuoteDetail | (() => QuoteDetail),
  {
    handlers = [],
    asProfessional = false,
  }: { handlers?: HttpHandler[]; asProfessional?: boolean } = {},
) {
  const id = typeof quote === 'function' ? quote()._id : quote._id;
  server.use(
    ...handlers,
    http.get(`/api/quotes/${id}`, () => ok(typeof quote === 'function' ? quote() : quote)),
  );
  const sent = recordRequests();
  renderRoute(<QuotePage />, {
    route: `/quotes/${id}`,
    path: '/quotes/:id',
    user: asProfessional ? buildTradie() : buildMe(),
  });
  await screen.findByRole('heading', { level: 1, name: 'Replace a leaking hot water system' });
  return { sent };
}

const standing = () => screen.getByRole('region', { name: 'Where it stands' });
const theQuote = () => screen.getByRole('region', { name: 'The quote' });

describe('QuotePage', () => {
  it('shows the client the current version in full, with its GST, deposit, dates, terms and files', async () => {
    await openQuote(
      buildQuoteDetail({ current: buildVersion({ attachments: [buildAttachment()] }) }),
    );

    expect(document.title).toBe('TradeMate/Quote: Replace a leaking hot water system');
    expect(screen.getByText('Quote from Jess Tran')).toBeInTheDocument();
    const quote = theQuote();
    const rows = within(quote)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DescriptionTypeAmount',
      'Remove the old unit and fit the new one4 hours × $95Labour$380',
      '250 L electric hot water unit1 × $1,200Materials$1,200',
    ]);
    const figure = (label: string) =>
      within(quote).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Labour')).toBe('$380');
    expect(figure('Materials')).toBe('$1,200');
    expect(figure('Subtotal')).toBe('$1,580');
    expect(figure('GST')).toBe('$158');
    expect(figure('Total')).toBe('$1,738');
    expect(within(quote).getByText(m.gstIncluded(15_800))).toBeInTheDocument();
    expect(figure('Deposit')).toBe('10% ($173.80)');
    expect(figure('Earliest start')).toBe('1 December 2026');
    expect(figure('Valid until')).toBe('20 December 2026');
    expect(within(quote).getByText(/12 months warranty/)).toBeInTheDocument();
    expect(within(quote).getByRole('link', { name: /hot-water-plans\.pdf/ })).toHaveAttribute(
      'href',
      `/api/upload/chatAttachment/${quoteIds.plans}`,
    );

    expect(within(standing()).getByText(m.status.sent)).toBeInTheDocument();
    for (const name of [
      "Accept Jess Tran's quote",
      "Decline Jess Tran's quote",
      "Ask a question about Jess Tran's quote",
    ]) {
      expect(within(standing()).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Revise quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /agreement/ })).not.toBeInTheDocument();
    const professional = screen.getByRole('region', { name: 'The professional' });
    expect(within(professional).getByRole('link', { name: 'Jess Tran' })).toHaveAttribute(
      'href',
      '/professional/9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c01',
    );
    expect(within(professional).getByText('12 jobs completed')).toBeInTheDocument();
  });

  it('says when there is no GST, and when the professional gave no ABN', async () => {
    await openQuote(
      buildQuoteDetail({ current: buildVersion({ gstRegistered: false, abn: '51824753556' }) }),
    );
    expect(within(theQuote()).getByText(m.gstNotRegistered)).toBeInTheDocument();
    cleanup();
    await openQuote(
      buildQuoteDetail({ current: buildVersion({ gstRegistered: false, abn: null }) }),
    );
    expect(within(theQuote()).getByText(m.noAbn)).toBeInTheDocument();
  });

  it('accepts the quote after the client confirms, then offers the agreement', async () => {
    const user = userEvent.setup();
    let isAccepted = false;
    const quote = () =>
      buildQuoteDetail(
        isAccepted ? { status: 'accepted', acceptedAt: '2026-11-24T03:00:00.000Z' } : {},
      );
    const { sent } = await openQuote(quote, {
      handlers: [
        http.post(`/api/quotes/${quoteIds.jess}/accept`, () => {
          isAccepted = true;
          return ok(buildQuote({ status: 'accepted' }), m.accepted);
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: "Accept Jess Tran's quote" }));
    const dialog = await screen.findByRole('dialog', { name: "Accept Jess Tran's quote?" });
    expect(dialog).toHaveTextContent('This hires Jess for $1,738');
    expect(dialog).toHaveTextContent('the other professionals who quoted are told');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and hire Jess' }));

    expect((await screen.findByRole('status')).textContent).toBe(m.accepted);
    expect(sent.to(`POST /api/quotes/${quoteIds.jess}/accept`)).toHaveLength(1);
    expect(
      await within(standing()).findByRole('link', { name: 'Download the agreement' }),
    ).toHaveAttribute('href', `/api/quotes/${quoteIds.jess}/agreement`);
    expect(within(standing()).getByText(m.status.accepted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept / })).not.toBeInTheDocument();
  });

  it('gives the professional Revise and Withdraw on an open quote, and no answers', async () => {
    const user = userEvent.setup();
    const { sent } = await openQuote(buildQuoteDetail({ isMine: true }), {
      asProfessional: true,
      handlers: [
        http.post(`/api/quotes/${quoteIds.jess}/withdraw`, () =>
          ok(buildQuote({ isMine: true, status: 'withdrawn' }), m.withdrawn),
        ),
      ],
    });
    expect(screen.getByText('Your quote for Olivia')).toBeInTheDocument();
    expect(within(standing()).getByText(m.statusForProfessional.sent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revise quote' })).toHaveAttribute(
      'href',
      `/jobRequest/${quoteIds.job}/quote`,
    );
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The professional' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw quote' }));
    expect((await screen.findByRole('status')).textContent).toBe(m.withdrawn);
    expect(sent.to(`POST /api/quotes/${quoteIds.jess}/withdraw`)).toHaveLength(1);
  });

  it('shows the professional why the client declined, and lets them revise but not withdraw', async () => {
    await openQuote(
      buildQuoteDetail({ isMine: true, status: 'declined', declineReason: 'Too far out for us' }),
      { asProfessional: true },
    );
    expect(within(standing()).getByText('Olivia declined because:')).toBeInTheDocument();
    expect(within(standing()).getByText('Too far out for us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revise quote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw quote' })).not.toBeInTheDocument();
  });

  it('offers the professional the agreement once accepted, and nothing to change', async () => {
    await openQuote(
      buildQuoteDetail({
        isMine: true,
        status: 'accepted',
        acceptedAt: '2026-11-24T03:00:00.000Z',
      }),
      { asProfessional: true },
    );
    expect(within(standing()).getByText('Accepted on 24 November 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the agreement' })).toHaveAttribute(
      'href',
      `/api/quotes/${quoteIds.jess}/agreement`,
    );
    expect(screen.queryByRole('link', { name: 'Revise quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw quote' })).not.toBeInTheDocument();
  });

  it('says what changed between each version and the one before', async () => {
    const first = buildVersion({ version: 1, createdAt: '2026-11-20T03:00:00.000Z' });
    const second = buildVersion({
      version: 2,
      createdAt: '2026-11-22T03:00:00.000Z',
      items: [
        buildItem({ quantityHundredths: 500 }),
        buildItem({
          description: '250 L electric hot water unit',
          kind: 'materials',
          quantityHundredths: 100,
          unit: 'each',
          unitPriceCents: 120_000,
        }),
        buildItem({
          description: 'Tempering valve',
          kind: 'materials',
          quantityHundredths: 100,
          unit: 'each',
          unitPriceCents: 18_000,
        }),
      ],
      validUntil: '2026-12-31',
    });
    const third = buildVersion({
      version: 3,
      createdAt: '2026-11-23T03:00:00.000Z',
      items: second.items.slice(0, 2),
      deposit: { kind: 'amount', value: 50_000 },
      earliestStart: '2026-12-03',
      validUntil: '2026-12-31',
      terms: 'Cash or transfer.',
    });
    await openQuote(buildQuoteDetail({ current: third, versions: [third, second, first] }));

    const history = screen.getByRole('region', { name: 'What changed' });
    const versions = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(versions.map((item) => item.querySelector('h3')!.textContent)).toEqual([
      'Version 3 · sent 23 November 2026 · $1,842.50',
      'Version 2 · sent 22 November 2026 · $2,040.50',
      'Version 1 · sent 20 November 2026 · $1,738',
    ]);
    // As a screen reader says it: the arrows are drawn for the eye only.
    const [v3, v2, v1] = versions.map((item) => {
      const copy = item.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });
    expect(v3).toContain('Removed: Tempering valve: 1 × $180 = $180');
    expect(v3).toContain('Total: $2,040.50 now $1,842.50');
    expect(v3).toContain('Deposit: 10% ($204.05) now $500');
    expect(v3).toContain('Earliest start: 1 December 2026 now 3 December 2026');
    expect(v3).toContain('Terms: changed');
    expect(v3).not.toContain('Valid until');
    expect(v2).toContain('Added: Tempering valve: 1 × $180 = $180');
    expect(v2).toContain(
      'Changed: Remove the old unit and fit the new one: 4 hours × $95 = $380 now 5 hours × $95 = $475',
    );
    expect(v2).toContain('Valid until: 20 December 2026 now 31 December 2026');
    expect(v1).toContain('The first quote.');
  });

  it('says a quote that is not the reader’s is not available', async () => {
    server.use(http.get(`/api/quotes/${quoteIds.liam}`, () => fail(404, 'NOT_FOUND', m.notFound)));
    renderRoute(<QuotePage />, {
      route: `/quotes/${quoteIds.liam}`,
      path: '/quotes/:id',
      user: buildMe(),
    });
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
  });

  it('is labelled throughout', async () => {
    const v1 = buildVersion({ version: 1 });
    const v2 = buildVersion({ version: 2, terms: 'Changed.', attachments: [buildAttachment()] });
    await openQuote(buildQuoteDetail({ current: v2, versions: [v2, v1] }));
    expect(screen.getByRole('region', { name: 'What changed' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('tells both people what the law asks of work at the quote’s price, and the client to ask for the licence', async () => {
    // Plumbing in Victoria needs a licence whatever the price (decision 025).
    const quote = buildQuoteDetail();
    await openQuote(quote);
    const notice = screen.getByRole('region', { name: messages.licences.noticeHeading });
    expect(notice).toHaveTextContent(/plumbing/i);
    expect(notice).toHaveTextContent(`This quote comes to ${formatAud(quote.current.totalCents)}.`);
    expect(notice).toHaveTextContent(messages.licences.askForLicence);
    cleanup();

    await openQuote({ ...quote, isMine: true }, { asProfessional: true });
    const theirs = screen.getByRole('region', { name: messages.licences.noticeHeading });
    expect(theirs).toHaveTextContent(`This quote comes to ${formatAud(quote.current.totalCents)}.`);
    expect(theirs).not.toHaveTextContent(messages.licences.askForLicence);
  });
});
