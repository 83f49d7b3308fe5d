import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { PayoutAccount } from '@trademate/shared/schemas/job-payments';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildJobPaymentTerms, buildPayoutAccount } from '@/testing/builders/job-payments';
import { buildTradie } from '@/testing/builders/job-requests';
import { renderRoute } from '@/testing/render';
import PayoutsPage from './payouts-page';

const m = messages.jobPayments;
const accountPath = '/api/payouts/account';

afterEach(cleanup);

function openPayouts(
  account: PayoutAccount | (() => PayoutAccount),
  { route = '/settings/payouts', handlers = [] }: { route?: string; handlers?: HttpHandler[] } = {},
) {
  server.use(
    ...handlers,
    http.get(accountPath, () => ok(typeof account === 'function' ? account() : account)),
    http.get('/api/job-payments/terms', () => ok(buildJobPaymentTerms())),
  );
  const sent = recordRequests();
  renderRoute(<PayoutsPage />, { route, path: '/settings/payouts', user: buildTradie() });
  return sent;
}

describe('PayoutsPage', () => {
  it('sets payouts up and comes back ready, saying clients can now pay', async () => {
    const user = userEvent.setup();
    let account = buildPayoutAccount();
    const sent = openPayouts(() => account, {
      handlers: [
        http.post(accountPath, () => {
          account = buildPayoutAccount({ status: 'ready' });
          return ok({ url: '/settings/payouts?onboarding=done' });
        }),
      ],
    });
    expect(await screen.findByText(m.payoutsStatus.none)).toBeInTheDocument();
    expect(
      await screen.findByText(m.feeTerms('5', 100, 25_000), { exact: false }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/or by itself 5 days after you mark the work done/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.payoutsSetUp }));
    expect(await screen.findByText(m.payoutsReady)).toHaveAttribute('role', 'status');
    expect(screen.getByText(m.payoutsStatus.ready)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payouts/ })).not.toBeInTheDocument();
    expect(sent.to(`POST ${accountPath}`)).toHaveLength(1);
  });

  it('lists what the provider still needs and continues from there', async () => {
    openPayouts(
      buildPayoutAccount({
        status: 'pending',
        requirements: ['external_account', 'individual.verification.document'],
        providerKind: 'stripe',
      }),
    );
    expect(await screen.findByText(m.payoutsStatus.pending)).toBeInTheDocument();
    expect(screen.getByText('Your bank account')).toBeInTheDocument();
    expect(screen.getByText('Proof of who you are')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.payoutsContinue })).toBeEnabled();
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says nothing of being ready on coming back while the provider still checks', async () => {
    openPayouts(buildPayoutAccount({ status: 'pending', providerKind: 'stripe' }), {
      route: '/settings/payouts?onboarding=done',
    });
    expect(await screen.findByText(m.payoutsStatus.pending)).toBeInTheDocument();
    expect(screen.queryByText(m.payoutsReady)).not.toBeInTheDocument();
  });

  it("shows the server's refusal to set payouts up", async () => {
    const user = userEvent.setup();
    openPayouts(buildPayoutAccount(), {
      handlers: [
        http.post(accountPath, () => fail(403, 'FORBIDDEN', 'Only professionals take payments')),
      ],
    });
    await user.click(await screen.findByRole('button', { name: m.payoutsSetUp }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only professionals take payments');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
