import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { authModalOpened, openAuthModalFor, selectAuthModal } from '@/features/session/auth-modal';
import { sessionCleared } from '@/features/session/slice';
import { AuthModalHost } from './auth-modal-host';
import { createStore } from './store';
// The app loads the modal lazily; loading the module up front makes the test wait for the render,
// not for the module's first transform (seconds on a busy machine).
import '@/features/auth/components/auth-modal';

afterEach(cleanup);

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderHost() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/jobRequests']}>
        <AuthModalHost />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('AuthModalHost', () => {
  it('opens the modal an API error code calls for, and closing it resets it', async () => {
    const user = userEvent.setup();
    const store = renderHost();
    act(() => {
      expect(
        openAuthModalFor(
          { status: 403, code: 'PLAN_REQUIRED', message: 'x' },
          store.dispatch,
          'upgradeToPreview',
        ),
      ).toBe(true);
    });
    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.upgradeToPreview.title,
    });
    expect(within(dialog).getByText(messages.authModal.upgradeToPreview.text)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectAuthModal(store.getState())).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/jobRequests');
  });

  it("sends 'Upgrade now' to the subscription page", async () => {
    const user = userEvent.setup();
    const store = renderHost();
    act(() => {
      store.dispatch(authModalOpened('upgradeToContact'));
    });
    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.upgradeToContact.title,
    });
    expect(within(dialog).getByText(messages.authModal.upgradeToContact.text)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.authModal.upgradeNow }));
    expect(screen.getByTestId('location').textContent).toBe('/userSubscription');
    expect(selectAuthModal(store.getState())).toBeNull();
  });

  it('shows the renew modal for an expired subscription', async () => {
    const store = renderHost();
    act(() => {
      openAuthModalFor({ code: 'SUBSCRIPTION_EXPIRED' }, store.dispatch);
    });
    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.subscriptionExpired.title,
    });
    expect(
      within(dialog).getByText(messages.authModal.subscriptionExpired.text),
    ).toBeInTheDocument();
  });

  it('ignores errors that need no modal, and signing out closes any modal', () => {
    const store = renderHost();
    expect(openAuthModalFor({ code: 'VALIDATION' }, store.dispatch)).toBe(false);
    expect(openAuthModalFor(new Error('offline'), store.dispatch)).toBe(false);
    expect(selectAuthModal(store.getState())).toBeNull();
    act(() => {
      store.dispatch(authModalOpened('verify'));
      store.dispatch(sessionCleared());
    });
    expect(selectAuthModal(store.getState())).toBeNull();
  });
});
