import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import {
  buildJob,
  buildJobInProgress,
  jobId,
  serviceId,
  servicePage,
} from '@/testing/builders/jobs';
import {
  buildAnswers,
  electricianId,
  questionSetsByService,
} from '@/testing/builders/job-questions';
import EditJobPage from './edit-job-page';

const m = messages.jobs;

afterEach(cleanup);

/** Opens the edit page of `job`; `handlers` answer what the test does there. */
function openEdit(job = buildJob(), ...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get('/api/service', () => ok(servicePage)),
    http.get(`/api/job/${jobId}`, () => ok(job)),
    http.get('/api/services/:id/questions', () => ok({ questionSet: null })),
  );
  const sent = recordRequests();
  renderRoute(<EditJobPage />, {
    route: `/myJobs/${jobId}/edit`,
    path: '/myJobs/:id/edit',
    user: buildMe(),
  });
  return sent;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('EditJobPage', () => {
  it('starts from the job as posted and saves the changes', async () => {
    const user = userEvent.setup();
    const sent = openEdit(
      buildJob(),
      http.patch(`/api/job/${jobId}`, () => ok(buildJob({ budgetMax: 3000 }), m.saved)),
    );
    await screen.findByRole('option', { name: 'Plumber' });
    expect(field('Service').value).toBe(serviceId);
    expect(field('Job title').value).toBe(buildJob().title);
    expect(field('City').value).toBe('Geelong');
    expect(field('Budget up to (AUD)').value).toBe('2500');
    expect(field(m.timingLabels.within_week).checked).toBe(true);
    expect(field(m.consentLabel).checked).toBe(true);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/uploads/job-photos/leak.webp',
    );

    await user.clear(field('Budget up to (AUD)'));
    await user.type(field('Budget up to (AUD)'), '3000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/myJobs/${jobId}`);
    expect(await sent.request(`PATCH /api/job/${jobId}`).json()).toMatchObject({
      service: serviceId,
      budgetMin: 1500,
      budgetMax: 3000,
      photos: ['/uploads/job-photos/leak.webp'],
      consent: true,
    });
  });

  it("starts from the job's answers and sends them with the changes", async () => {
    const user = userEvent.setup();
    const job = buildJob({
      service: { _id: electricianId, name: 'Electrician' },
      serviceSlug: 'electrician',
      answers: buildAnswers({
        'job-type': 'lighting',
        points: 4,
        rooms: ['garage'],
        'pre-1990': true,
      }),
    });
    const sent = openEdit(
      job,
      http.get(`/api/services/${electricianId}/questions`, () =>
        ok({ questionSet: questionSetsByService[electricianId] }),
      ),
      http.patch(`/api/job/${jobId}`, () => ok(job, m.saved)),
    );
    const points = (await screen.findByLabelText(
      'How many points or fittings?',
    )) as HTMLInputElement;
    expect(points.value).toBe('4');
    expect(field('What is the job?').value).toBe('lighting');
    expect(screen.getByRole('checkbox', { name: 'Garage' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();

    await user.clear(points);
    await user.type(points, '6');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/myJobs/${jobId}`);
    expect(await sent.request(`PATCH /api/job/${jobId}`).json()).toMatchObject({
      service: electricianId,
      answers: { 'job-type': 'lighting', points: 6, rooms: ['garage'], 'pre-1990': true },
    });
  });

  it('explains that a job can no longer be changed once someone is hired', async () => {
    openEdit(buildJobInProgress());
    expect(await screen.findByText(`${m.notOpen}.`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute(
      'href',
      `/myJobs/${jobId}`,
    );
  });
});
