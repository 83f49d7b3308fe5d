import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@trademate/shared/constants/limits';
import { ScrollManager } from './scroll-manager';

const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  scrollIntoView.mockClear();
  document.getElementById('subscriptions')?.remove();
});

function addSection() {
  const section = document.createElement('div');
  section.id = 'subscriptions';
  document.body.append(section);
  return section;
}

function openAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollManager />
    </MemoryRouter>,
  );
}

describe('ScrollManager', () => {
  it('scrolls to the section named by the hash once it renders late', () => {
    openAt('/#subscriptions');
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(3_000));
    const section = addSection();
    act(() => vi.advanceTimersByTime(200));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });

  it('gives up after 10 seconds when the section never appears', () => {
    openAt('/#subscriptions');

    act(() => vi.advanceTimersByTime(timings.hashScrollTimeoutMs + 500));
    addSection();
    act(() => vi.advanceTimersByTime(5_000));

    expect(timings.hashScrollTimeoutMs).toBe(10_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
