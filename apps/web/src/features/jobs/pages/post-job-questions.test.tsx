import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildJob, jobId, servicePage } from '@/testing/builders/jobs';
import { electricianId, plumberId, questionSetsByService } from '@/testing/builders/job-questions';
import PostJobPage from './post-job-page';

const m = messages.jobs;
const q = messages.jobQuestions;

afterEach(cleanup);

/** Opens the form; each service asks the questions of its set in the builders. */
function openForm(...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get('/api/service', () => ok(servicePage)),
    http.get('/api/services/:id/questions', ({ params }) =>
      ok({ questionSet: questionSetsByService[params.id as string] ?? null }),
    ),
  );
  const sent = recordRequests();
  renderRoute(<PostJobPage />, { route: '/postJob', user: buildMe() });
  return sent;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const questions = () => screen.getByRole('group', { name: q.heading });
const group = (name: string) => within(questions()).getByRole('group', { name });

/** The error text a screen reader reads with a control or a group. */
function errorOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function chooseService(user: UserEvent, id: string) {
  await screen.findByRole('option', { name: 'Plumber' });
  await user.selectOptions(field('Service'), id);
}

/** The job's own fields, valid, in a service already chosen. */
async function fillTheRest(user: UserEvent) {
  await user.type(field('Job title'), 'Three power points in the garage');
  await user.type(field('Job description'), 'Double garage, brick walls, power along the back.');
  await user.selectOptions(field('State'), 'VIC');
  await user.selectOptions(field('City'), 'Geelong');
  await user.type(field('Budget from (AUD)'), '300');
  await user.type(field('Budget up to (AUD)'), '600');
  await user.click(screen.getByLabelText(m.timingLabels.within_week));
  await user.click(screen.getByLabelText(m.consentLabel));
}

describe('PostJobPage with job questions', () => {
  it("asks the chosen service's questions under their heading, each kind with its own control", async () => {
    const user = userEvent.setup();
    openForm();
    await chooseService(user, electricianId);

    expect(await screen.findByRole('group', { name: q.heading })).toBeInTheDocument();
    expect(screen.getByText(q.intro)).toBeInTheDocument();
    // Seven options make a select; three make chips; several choices make checkboxes.
    const jobType = within(questions()).getByRole('combobox', { name: 'What is the job?' });
    expect(within(jobType).getAllByRole('option')).toHaveLength(8);
    expect(
      within(group(`How many storeys? ${q.optional}`))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['single', 'double', 'more']);
    expect(
      within(group(`Which rooms? ${q.optional}`)).getAllByRole('checkbox', { checked: false }),
    ).toHaveLength(3);
    const points = within(questions()).getByRole('spinbutton', {
      name: 'How many points or fittings?',
    });
    expect(points).toHaveAttribute('min', '1');
    expect(points).toHaveAttribute('max', '50');
    expect(within(questions()).getByText('points')).toBeInTheDocument();
    expect(
      within(group('Was the house built before 1990?')).getAllByRole('radio', { checked: false }),
    ).toHaveLength(2);
    expect(
      within(questions()).getByRole('textbox', { name: `Anything about access? ${q.optional}` }),
    ).toBeInTheDocument();
    // The questions come right after the service, before the job's title.
    expect(
      questions().compareDocumentPosition(field('Job title')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("refuses missing and out-of-range answers with the API's words, beside each question, and sends nothing", async () => {
    const user = userEvent.setup();
    const sent = openForm();
    await chooseService(user, electricianId);
    await fillTheRest(user);
    await user.type(await screen.findByLabelText('How many points or fittings?'), '60');
    await user.click(screen.getByRole('button', { name: 'Post job' }));

    await waitFor(() => expect(errorOf(field('What is the job?'))).toBe(q.answerRequired));
    expect(errorOf(field('How many points or fittings?'))).toBe(q.numberTooHigh(50));
    expect(errorOf(group('Was the house built before 1990?'))).toBe(q.answerRequired);
    expect(errorOf(group(`How many storeys? ${q.optional}`))).toBe('');
    expect(sent.to('POST /api/job')).toHaveLength(0);

    // An answer put right clears its error once the question is left.
    await user.clear(field('How many points or fittings?'));
    await user.type(field('How many points or fittings?'), '2.5');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(field('How many points or fittings?'))).toBe(q.numberInvalid),
    );
  });

  it('sends the answers by question key, several choices in their options’ order', async () => {
    const user = userEvent.setup();
    const sent = openForm(http.post('/api/job', () => ok(buildJob(), m.posted, 201)));
    await chooseService(user, electricianId);
    await user.selectOptions(await screen.findByLabelText('What is the job?'), 'power-points');
    await user.type(field('How many points or fittings?'), '3');
    await user.click(within(group(`How many storeys? ${q.optional}`)).getByLabelText('Single'));
    await user.click(within(group(`Which rooms? ${q.optional}`)).getByLabelText('Outdoors'));
    await user.click(within(group(`Which rooms? ${q.optional}`)).getByLabelText('Kitchen'));
    await user.click(within(group('Was the house built before 1990?')).getByLabelText(q.no));
    await user.type(field(`Anything about access? ${q.optional}`), '  Side gate  ');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Post job' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/myJobs/${jobId}`);
    expect(await sent.request('POST /api/job').json()).toMatchObject({
      service: electricianId,
      answers: {
        'job-type': 'power-points',
        points: 3,
        storeys: 'single',
        rooms: ['kitchen', 'outdoors'],
        'pre-1990': false,
        access: 'Side gate',
      },
    });
  });

  it('clears an optional choice chosen again, and leaves it out', async () => {
    const user = userEvent.setup();
    const sent = openForm(http.post('/api/job', () => ok(buildJob(), m.posted, 201)));
    await chooseService(user, electricianId);
    const single = within(
      await screen.findByRole('group', { name: /How many storeys/ }),
    ).getByLabelText('Single');
    await user.click(single);
    expect(single).toBeChecked();
    await user.click(single);
    expect(single).not.toBeChecked();
    await user.selectOptions(field('What is the job?'), 'lighting');
    await user.type(field('How many points or fittings?'), '1');
    await user.click(within(group('Was the house built before 1990?')).getByLabelText(q.yes));
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Post job' }));

    await screen.findByTestId('location');
    expect(((await sent.request('POST /api/job').json()) as { answers: unknown }).answers).toEqual({
      'job-type': 'lighting',
      points: 1,
      'pre-1990': true,
    });
  });

  it('drops the answers when the service changes, even to a question of the same key', async () => {
    const user = userEvent.setup();
    const sent = openForm(http.post('/api/job', () => ok(buildJob(), m.posted, 201)));
    await chooseService(user, electricianId);
    await user.click(
      within(await screen.findByRole('group', { name: /How many storeys/ })).getByLabelText(
        'Double',
      ),
    );
    await user.selectOptions(field('Service'), plumberId);

    const storeys = await screen.findByRole('group', { name: 'How many storeys is the home?' });
    expect(within(storeys).getAllByRole('radio', { checked: false })).toHaveLength(2);
    expect(screen.queryByLabelText('What is the job?')).not.toBeInTheDocument();
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(errorOf(storeys)).toBe(q.answerRequired));

    await user.click(within(storeys).getByLabelText('Single'));
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await screen.findByTestId('location');
    expect(await sent.request('POST /api/job').json()).toMatchObject({
      service: plumberId,
      answers: { storeys: 'single' },
    });
  });

  it("puts the server's refusal of an answer beside its question", async () => {
    const user = userEvent.setup();
    openForm(
      http.post('/api/job', () =>
        fail(400, 'VALIDATION', q.choiceInvalid, [
          { path: 'answers.storeys', message: q.choiceInvalid },
        ]),
      ),
    );
    await chooseService(user, plumberId);
    await user.click(
      within(
        await screen.findByRole('group', { name: 'How many storeys is the home?' }),
      ).getByLabelText('Double'),
    );
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Post job' }));

    expect((await screen.findByRole('alert')).textContent).toBe(q.choiceInvalid);
    expect(errorOf(group('How many storeys is the home?'))).toBe(q.choiceInvalid);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says when the questions could not be loaded, and asks again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    openForm(
      http.get(`/api/services/${electricianId}/questions`, () =>
        isDown
          ? fail(503, 'SERVICE_UNAVAILABLE', 'Try again in a moment')
          : ok({ questionSet: questionSetsByService[electricianId] }),
      ),
    );
    await chooseService(user, electricianId);
    expect(
      await screen.findByText('The questions about this service could not be loaded.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: q.heading })).toBeInTheDocument();
  });
});
