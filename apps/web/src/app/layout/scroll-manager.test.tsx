import { act, cleanup, render } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@trademate/shared/constants/timings';
import { ScrollManager } from './scroll-manager';

const scrollIntoView = vi.fn();
const scrollTo = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = scrollTo as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  scrollIntoView.mockClear();
  scrollTo.mockClear();
  document.getElementById('subscriptions')?.remove();
});

function addSection() {
  const section = document.createElement('div');
  section.id = 'subscriptions';
  document.body.append(section);
  return section;
}

function openAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollManager />
      <Link to="/professional/42">View profile</Link>
      <Link to="/myJobs/7">Back to the job</Link>
    </MemoryRouter>,
  );
}

describe('ScrollManager', () => {
  it('leaves the page the browser loaded where it is when the app takes it over', () => {
    // The visitor scrolled the page the server drew towards a link before the app ran.
    openAt('/myJobs/7');

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the app moves to another page, and back again', () => {
    const { getByRole } = openAt('/myJobs/7');

    act(() => getByRole('link', { name: 'View profile' }).click());
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });

    act(() => getByRole('link', { name: 'Back to the job' }).click());
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

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
