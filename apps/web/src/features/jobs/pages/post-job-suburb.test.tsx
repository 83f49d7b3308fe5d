import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Place } from '@trademate/shared/schemas/places';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildJob, serviceId, servicePage } from '@/testing/builders/jobs';
import PostJobPage from './post-job-page';

afterEach(cleanup);

const surryHills: Place = {
  suburb: 'Surry Hills',
  postcode: '2010',
  state: 'NSW',
  city: 'Sydney',
  latitude: -33.884,
  longitude: 151.212,
};
const surryHillsVic: Place = {
  suburb: 'Surrey Hills',
  postcode: '3127',
  state: 'VIC',
  city: 'Melbourne',
  latitude: -37.825,
  longitude: 145.1,
};

/** The job form, with a places lookup that answers from two suburbs by postcode or name. */
function openForm() {
  server.use(
    http.get('/api/service', () => ok(servicePage)),
    http.get('/api/services/:id/questions', () => ok({ questionSet: null })),
    http.get('/api/places', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const postcode = params.get('postcode');
      const q = (params.get('q') ?? '').toUpperCase();
      const all = [surryHills, surryHillsVic];
      return ok(
        postcode
          ? all.filter((place) => place.postcode === postcode)
          : all.filter((place) => place.suburb.toUpperCase().startsWith(q)),
      );
    }),
    http.post('/api/job', () => ok(buildJob(), 'Job posted', 201)),
  );
  const sent = recordRequests();
  renderRoute(<PostJobPage />, { route: '/postJob', user: buildMe() });
  return { sent };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the suburb picker on the job form', () => {
  it('suggests suburbs by name, fills state and city from the chosen one and sends it', async () => {
    const user = userEvent.setup();
    const { sent } = openForm();
    await screen.findByRole('option', { name: 'Plumber' });

    await user.type(screen.getByRole('combobox', { name: 'Suburb or postcode' }), 'surr');
    const list = await screen.findByRole('listbox', { name: 'Suburbs' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(new URL(sent.to('GET /api/places').at(-1)!.url).searchParams.get('q')).toBe('surr');
    await user.click(within(list).getByRole('option', { name: 'Surry Hills NSW 2010' }));

    expect(field('Suburb or postcode').value).toBe('Surry Hills NSW 2010');
    expect(field('State').value).toBe('NSW');
    expect(field('City').value).toBe('Sydney');

    await user.selectOptions(field('Service'), serviceId);
    await user.click(field('Job title'));
    await user.paste('Replace a leaking hot water system');
    await user.click(field('Job description'));
    await user.paste('The unit in the laundry is leaking from the base.');
    await user.type(field('Budget from (AUD)'), '1500');
    await user.type(field('Budget up to (AUD)'), '2500');
    await user.click(screen.getByLabelText('Within a week'));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Post job' }));

    await waitFor(() => expect(sent.to('POST /api/job')).toHaveLength(1));
    const body = (await sent.request('POST /api/job').json()) as { address: unknown };
    expect(body.address).toEqual({
      state: 'NSW',
      city: 'Sydney',
      postcode: '2010',
      suburb: 'Surry Hills',
    });
  });

  it('looks a whole postcode up by postcode and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const { sent } = openForm();
    await screen.findByRole('option', { name: 'Plumber' });

    await user.type(screen.getByRole('combobox', { name: 'Suburb or postcode' }), '3127');
    const list = await screen.findByRole('listbox', { name: 'Suburbs' });
    await within(list).findByRole('option', { name: 'Surrey Hills VIC 3127' });
    expect(new URL(sent.to('GET /api/places').at(-1)!.url).searchParams.get('postcode')).toBe(
      '3127',
    );
    await user.keyboard('{Enter}');
    expect(field('State').value).toBe('VIC');
    expect(field('City').value).toBe('Melbourne');
  });

  it('forgets the suburb when the state is changed by hand, and sends only state and city', async () => {
    const user = userEvent.setup();
    openForm();
    await screen.findByRole('option', { name: 'Plumber' });
    await user.type(screen.getByRole('combobox', { name: 'Suburb or postcode' }), '2010');
    await user.click(await screen.findByRole('option', { name: 'Surry Hills NSW 2010' }));
    await user.selectOptions(field('State'), 'QLD');
    expect(field('City').value).toBe('');
    // The picker no longer names a suburb the form has dropped.
    expect(field('Suburb or postcode').value).toBe('');
  });
});
