import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from '@/components/ui/select';
import { renderRoute } from '@/testing/render';
import { optionsOf, QueuePage, QueueRow, useQueueFilters } from './queue-page';

afterEach(cleanup);

const colours = ['red', 'blue', 'green'] as const;

interface Job {
  id: string;
  title: string;
  colour: (typeof colours)[number];
}
const jobs: Job[] = [
  { id: 'a', title: 'Red roof', colour: 'red' },
  { id: 'b', title: 'Blue door', colour: 'blue' },
  { id: 'c', title: 'Red fence', colour: 'red' },
];

/** A queue over a fixed list, two to a page; `failure` answers as the API's refusal would. */
function JobQueue({ failure }: { failure?: string }) {
  const { draft, filters, page, setPage, change, apply } = useQueueFilters<{
    colour: Job['colour'] | '';
  }>({ colour: '' });
  const [applied, setApplied] = useState(0);
  const matching = jobs.filter((job) => !filters.colour || job.colour === filters.colour);
  const data = { items: matching.slice((page - 1) * 2, page * 2), page, total: matching.length };
  return (
    <>
      <p data-testid="applied">{applied}</p>
      <QueuePage
        title="Jobs"
        lead="Every job, oldest first."
        fieldColumns="sm:grid-cols-3"
        onFilter={(event) => {
          apply(event);
          setApplied((count) => count + 1);
        }}
        fields={
          <Select
            label="Colour"
            placeholder="Any colour"
            options={optionsOf(colours, { red: 'Red', blue: 'Blue', green: 'Green' })}
            value={draft.colour}
            onChange={change('colour')}
          />
        }
        listTitle="Queued jobs"
        loadingLabel="Loading jobs"
        emptyText="No jobs match."
        answer={
          failure ? { error: { message: failure }, isFetching: false } : { data, isFetching: false }
        }
        totalPages={(answer) => Math.ceil(answer.total / 2)}
        onPageChange={setPage}
        itemKey={(job) => job.id}
        renderItem={(job) => (
          <QueueRow to={`/jobs/${job.id}`} main={job.title} aside={<span>{job.colour}</span>} />
        )}
      />
    </>
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Queued jobs' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('QueuePage', () => {
  it('lists a page of rows under the total, filters on Show only, and pages', async () => {
    const user = userEvent.setup();
    renderRoute(<JobQueue />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jobs');
    expect(screen.getByText('Queued jobs (3)').tagName).toMatch(/^H\d$/);
    expect(titles()).toEqual([
      ['Red roofred', '/jobs/a'],
      ['Blue doorblue', '/jobs/b'],
    ]);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(titles()).toEqual([['Red fencered', '/jobs/c']]);

    // Choosing is not filtering: the list changes on Show, back on its first page.
    await user.selectOptions(screen.getByLabelText('Colour'), 'red');
    expect(screen.getByText('Queued jobs (3)').textContent).toBe('Queued jobs (3)');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('applied').textContent).toBe('1');
    expect(titles()).toEqual([
      ['Red roofred', '/jobs/a'],
      ['Red fencered', '/jobs/c'],
    ]);
    expect(screen.getByText('Queued jobs (2)').textContent).toBe('Queued jobs (2)');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and shows a refusal instead of the list', async () => {
    const user = userEvent.setup();
    renderRoute(<JobQueue />);
    await user.selectOptions(screen.getByLabelText('Colour'), 'green');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('No jobs match.').tagName).toBe('P');
    expect(screen.queryByRole('list', { name: 'Queued jobs' })).not.toBeInTheDocument();
    expect(screen.getByText('Queued jobs (0)').textContent).toBe('Queued jobs (0)');
    cleanup();

    renderRoute(<JobQueue failure="The queue could not be read" />);
    expect(screen.getByRole('alert').textContent).toBe('The queue could not be read');
    expect(screen.queryByRole('list', { name: 'Queued jobs' })).not.toBeInTheDocument();
  });
});
