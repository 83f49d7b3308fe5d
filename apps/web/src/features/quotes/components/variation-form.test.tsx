import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { recordRequests } from '@/testing/api-server';
import { buildTradie } from '@/testing/builders/job-requests';
import { buildAcceptedQuoteDetail, quoteIds } from '@/testing/builders/quotes';
import { renderRoute } from '@/testing/render';
import { VariationForm } from './variation-form';

const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open(), isAsked: false };
});

// The form's checks arrive only when the test lets them, as a chunk still on its way would.
vi.mock('../utils/variation-form-schema', async (importOriginal) => {
  gate.isAsked = true;
  await gate.opened;
  return importOriginal();
});

const mv = messages.quoteVariations;

afterEach(cleanup);

/** The form on a quote whose agreed total falls to $1,000 when the button says so. */
function Harness() {
  const [agreedTotalCents, setAgreedTotalCents] = useState(173_800);
  return (
    <>
      <button type="button" onClick={() => setAgreedTotalCents(100_000)}>
        Lower the agreed total
      </button>
      <VariationForm
        quote={buildAcceptedQuoteDetail({ isMine: true, agreedTotalCents })}
        onProposed={() => {}}
        onCancel={() => {}}
      />
    </>
  );
}

describe('VariationForm', () => {
  it('checks by the figures it has now, even when they changed while its checks were loading', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    renderRoute(<Harness />, { route: `/quotes/${quoteIds.jess}`, user: buildTradie() });
    const line = screen.getByRole('group', { name: 'Line 1' });
    await user.selectOptions(within(line).getByLabelText('Add or remove'), 'Remove');
    await user.type(within(line).getByLabelText('Description'), 'Tempering valve');
    await user.clear(within(line).getByLabelText('Unit price ($)'));
    await user.type(within(line).getByLabelText('Unit price ($)'), '1500');
    // Leaving the fields started checks, which wait for the schema.
    await user.type(screen.getByLabelText('Why does the work change?'), 'Not needed.');
    expect(gate.isAsked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Lower the agreed total' }));
    gate.open();
    await user.click(screen.getByRole('button', { name: 'Send variation' }));

    // $1,000 less $1,650 with GST: refused, though it was within the agreed total of $1,738.
    expect(await screen.findByText(mv.belowZero)).toBeInTheDocument();
    expect(sent.to(`POST /api/quotes/${quoteIds.jess}/variations`)).toHaveLength(0);
  });
});
