import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSelector } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectSessionUser, sessionStarted } from '@/features/session/slice';
import { buildMe } from '@/testing/render';
import { AppProviders } from './app-providers';
import { createStore, type RootState } from './store';

function Greeting() {
  const user = useSelector(selectSessionUser);
  return <p>{user ? `Hello, ${user.firstName}` : 'Signed out'}</p>;
}

const rendered = { session: { user: buildMe({ firstName: 'Mick' }) } } as Partial<RootState>;

/**
 * A page the server rendered from `rendered`, taken over by a store that has moved on since (as
 * the header's counts move when a chat room marks itself read before the menu's chunk arrives).
 */
async function takeOver(withServerState: boolean) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <AppProviders store={createStore(rendered)}>
      <Greeting />
    </AppProviders>,
  );
  const store = createStore(rendered);
  const serverState = store.getState();
  store.dispatch(sessionStarted(buildMe({ firstName: 'Olivia' })));
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <AppProviders store={store} serverState={withServerState ? serverState : undefined}>
        <Greeting />
      </AppProviders>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors };
}

// React's own hydration, outside Testing Library: `act` is told it runs in a test.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('AppProviders taking over a page the server rendered', () => {
  it('takes the page over from the state it was rendered from, then draws the newer one', async () => {
    const { container, errors } = await takeOver(true);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Hello, Olivia');
  });

  it('would throw the page away, drawn from a state the server never saw, without it', async () => {
    const { container, errors } = await takeOver(false);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/Hydration failed/);
    expect(container.textContent).toBe('Hello, Olivia');
  });
});
