import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { SessionUser } from '@/features/session/slice';
import { createStore } from '../store';
import { SiteFooter } from './site-footer';
// The app loads the ticket form lazily; loading the module up front makes the test wait for the render,
// not for the module's first transform (seconds on a busy machine).
import '@/features/tickets/components/create-ticket-modal';

afterEach(cleanup);

const client: SessionUser = {
  _id: 'u1',
  email: 'olivia.nguyen@example.com.au',
  userType: 'client',
  userVerified: true,
  firstName: 'Olivia',
  lastName: 'Nguyen',
  avatar: null,
  subscriptionStatus: '',
};

function renderFooter(user: SessionUser | null) {
  const store = createStore({ session: { user } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <SiteFooter />
      </MemoryRouter>
    </Provider>,
  );
}

const supportColumn = () =>
  screen.getByRole('button', { name: messages.footer.support }).closest('section')!;

describe('SiteFooter', () => {
  it('lets a signed-in user open the ticket form, loaded only then, and starts it empty each time', async () => {
    const user = userEvent.setup();
    renderFooter(client);
    const support = within(supportColumn());
    expect(
      support.queryByRole('link', { name: messages.footer.createTicket }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(support.getByRole('button', { name: messages.footer.createTicket }));
    const dialog = await screen.findByRole('dialog', { name: messages.footer.createTicket });
    await user.type(within(dialog).getByLabelText('Describe the problem'), 'A draft');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(support.getByRole('button', { name: messages.footer.createTicket }));
    const reopened = await screen.findByRole('dialog', { name: messages.footer.createTicket });
    expect(within(reopened).getByLabelText('Describe the problem')).toHaveProperty('value', '');
  });

  it('offers no ticket to a signed-out visitor', () => {
    renderFooter(null);
    const support = within(supportColumn());
    expect(
      support.queryByRole('button', { name: messages.footer.createTicket }),
    ).not.toBeInTheDocument();
    expect(support.queryByText(messages.footer.createTicket)).not.toBeInTheDocument();
    expect(support.getAllByRole('link').map((link) => link.textContent)).toEqual([
      messages.footer.privacyPolicy,
      messages.footer.termsOfUse,
      messages.footer.contactUs,
    ]);
  });

  it('links to no app store, and offers no install while the browser has none to offer', () => {
    renderFooter(client);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /apps\.apple\.com|play\.google\.com/.test(href))).toEqual([]);
    expect(footer.textContent).not.toMatch(/App Store|Google Play/);
    expect(
      screen.queryByRole('button', { name: messages.footer.installApp }),
    ).not.toBeInTheDocument();
  });

  it("offers to install the web app once the browser can, with the browser's own dialog", async () => {
    const user = userEvent.setup();
    renderFooter(null);
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    // The browser's own banner gives way to the footer's button.
    expect(offer.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: messages.footer.installApp }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // One offer, one dialog: the button goes until the browser offers again.
    expect(
      screen.queryByRole('button', { name: messages.footer.installApp }),
    ).not.toBeInTheDocument();
  });
});
