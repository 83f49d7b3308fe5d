import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobFacts } from './job-facts';

afterEach(cleanup);

const job = {
  budgetMin: 900,
  budgetMax: 1400,
  timing: 'within_week' as const,
  timingDate: null,
  city: 'Cottesloe',
  state: 'WA' as const,
  createdAt: '2026-11-20T01:00:00.000Z',
  contactCount: 2,
};

describe('JobFacts', () => {
  it('is a definition list of term and value groups only, each value after its term', () => {
    render(<JobFacts job={job} />);
    const list = screen.getByText('Budget').closest('dl')!;
    // Screen readers pair a term with its value only when the list holds nothing else (axe's
    // definition-list and dlitem rules): one wrapping div per fact, holding a dt then a dd.
    const groups = [...list.children];
    expect(groups).toHaveLength(5);
    for (const group of groups) {
      expect(group.tagName).toBe('DIV');
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Budget',
      'Timing',
      'Location',
      'Posted',
      'Interest',
    ]);
  });
});
