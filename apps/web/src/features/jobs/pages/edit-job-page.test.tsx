import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildMe, renderRoute } from '@/testing/render';
import { ok, stubApi } from '@/testing/stub-api';
import {
  buildJob,
  buildJobInProgress,
  jobId,
  serviceId,
  servicePage,
} from '../testing/job-builders';
import EditJobPage from './edit-job-page';

const m = messages.jobs;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openEdit(job = buildJob(), routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /service': ok(servicePage),
    [`GET /job/${jobId}`]: ok(job),
    ...routes,
  });
  renderRoute(<EditJobPage />, {
    route: `/myJobs/${jobId}/edit`,
    path: '/myJobs/:id/edit',
    user: buildMe(),
  });
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('EditJobPage', () => {
  it('starts from the job as posted and saves the changes', async () => {
    const api = openEdit(buildJob(), {
      [`PATCH /job/${jobId}`]: ok(buildJob({ budgetMax: 3000 }), m.saved),
    });
    await screen.findByRole('option', { name: 'Plumber' });
    expect(field('Service').value).toBe(serviceId);
    expect(field('Job title').value).toBe(buildJob().title);
    expect(field('City').value).toBe('Geelong');
    expect(field('Budget up to (AUD)').value).toBe('2500');
    expect(field(m.timingLabels.within_week).checked).toBe(true);
    expect(field(m.consentLabel).checked).toBe(true);
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(
      '/uploads/job-photos/leak.webp',
    );

    fireEvent.change(field('Budget up to (AUD)'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/myJobs/${jobId}`);
    expect(await api.request(`PATCH /job/${jobId}`).json()).toMatchObject({
      service: serviceId,
      budgetMin: 1500,
      budgetMax: 3000,
      photos: ['/uploads/job-photos/leak.webp'],
      consent: true,
    });
  });

  it('explains that a job can no longer be changed once someone is hired', async () => {
    openEdit(buildJobInProgress());
    expect(await screen.findByText(`${m.notOpen}.`, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the job' }).getAttribute('href')).toBe(
      `/myJobs/${jobId}`,
    );
  });
});
