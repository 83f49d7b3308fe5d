import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { buildMe, renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import { buildJob, jobId, serviceId, servicePage } from '../testing/job-builders';
import PostJobPage from './post-job-page';

const m = messages.jobs;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = buildMe();

function openForm(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /service': ok(servicePage), ...routes });
  const view = renderRoute(<PostJobPage />, { route: '/postJob', user: client });
  return { ...view, api };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The error text a screen reader reads with a control. */
function errorOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function fillValidJob() {
  await screen.findByRole('option', { name: 'Plumber' });
  fireEvent.change(field('Service'), { target: { value: serviceId } });
  fireEvent.change(field('Job title'), {
    target: { value: '  Replace a leaking hot water system ' },
  });
  fireEvent.change(field('Job description'), {
    target: { value: 'The 250 L electric unit in the laundry is leaking from the base.' },
  });
  fireEvent.change(field('State'), { target: { value: 'VIC' } });
  fireEvent.change(field('City'), { target: { value: 'Geelong' } });
  fireEvent.change(field('Budget from (AUD)'), { target: { value: '1500' } });
  fireEvent.change(field('Budget up to (AUD)'), { target: { value: '2500' } });
  fireEvent.click(screen.getByLabelText(m.timingLabels.within_week));
  fireEvent.click(screen.getByLabelText(m.consentLabel));
}

function choosePhotos(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Photos (optional)'), { target: { files } });
}

const png = (name = 'leak.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('PostJobPage', () => {
  it('has its title and asks for consent in plain words', async () => {
    openForm();
    await screen.findByRole('option', { name: 'Plumber' });
    expect(document.title).toBe('TradeMate/Post A job');
    expect(screen.getByRole('heading', { level: 1, name: 'Post a job' })).toBeTruthy();
    expect(screen.getByLabelText(m.consentLabel)).toBeTruthy();
  });

  it('shows a field error only once the field is touched', async () => {
    openForm();
    await screen.findByRole('option', { name: 'Plumber' });

    fireEvent.change(field('Job title'), { target: { value: 'Fix' } });
    expect(screen.queryByText(m.titleTooShort)).toBeNull();
    fireEvent.blur(field('Job title'));
    await waitFor(() => expect(errorOf(field('Job title'))).toBe(m.titleTooShort));
    expect(screen.queryByText(m.descriptionRequired)).toBeNull();

    fireEvent.blur(field('Job description'));
    await waitFor(() => expect(errorOf(field('Job description'))).toContain(m.descriptionRequired));

    fireEvent.change(field('Budget from (AUD)'), { target: { value: '900' } });
    fireEvent.blur(field('Budget from (AUD)'));
    fireEvent.change(field('Budget up to (AUD)'), { target: { value: '400' } });
    fireEvent.blur(field('Budget up to (AUD)'));
    await waitFor(() => expect(errorOf(field('Budget up to (AUD)'))).toBe(m.budgetRange));
    expect(screen.queryByText(m.consentRequired)).toBeNull();
  });

  it('shows every problem on submit and sends nothing', async () => {
    const { api } = openForm();
    await screen.findByRole('option', { name: 'Plumber' });
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));

    for (const message of [
      m.serviceRequired,
      m.titleRequired,
      m.descriptionRequired,
      messages.validation.stateRequired,
      messages.validation.cityRequired,
      m.budgetMinRequired,
      m.budgetMaxRequired,
      m.timingRequired,
      m.consentRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.callsTo('POST /job')).toHaveLength(0);
  });

  it('asks for a date today or later only when the timing is a set date', async () => {
    openForm();
    await fillValidJob();
    expect(screen.queryByLabelText('Date')).toBeNull();
    fireEvent.click(screen.getByLabelText(m.timingLabels.date));
    fireEvent.change(field('Date'), { target: { value: '2020-01-01' } });
    fireEvent.blur(field('Date'));
    await waitFor(() => expect(errorOf(field('Date'))).toBe(m.timingDatePast));
  });

  it('uploads the chosen photos, sends the job and opens it with a notice', async () => {
    let uploaded = 0;
    const { api } = openForm({
      'POST /upload/jobPhoto': () => {
        uploaded += 1;
        return ok({ jobPhoto: `/uploads/job-photos/photo-${uploaded}.webp` }, 'Uploaded', 201);
      },
      'POST /job': ok(buildJob(), m.posted, 201),
    });
    await fillValidJob();
    choosePhotos(png('leak.png'), png('tank.jpg'));

    const photos = await screen.findByRole('list', { name: 'Your photos' });
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/myJobs/${jobId}`);
    const [upload] = api.callsTo('POST /upload/jobPhoto');
    // jsdom's FormData reaches Node's without the file's name or bytes: its part and type remain.
    expect((await upload!.formData()).get('jobPhoto')).toHaveProperty('type', 'image/png');
    expect(await api.request('POST /job').json()).toEqual({
      service: serviceId,
      title: 'Replace a leaking hot water system',
      description: 'The 250 L electric unit in the laundry is leaking from the base.',
      address: { state: 'VIC', city: 'Geelong' },
      budgetMin: 1500,
      budgetMax: 2500,
      timing: 'within_week',
      timingDate: null,
      photos: ['/uploads/job-photos/photo-2.webp'],
      consent: true,
    });
  });

  it('refuses a wrong type, a file too large and a sixth photo, naming each file', async () => {
    let uploaded = 0;
    const { api } = openForm({
      'POST /upload/jobPhoto': () => {
        uploaded += 1;
        return ok({ jobPhoto: `/uploads/job-photos/photo-${uploaded}.webp` }, 'Uploaded', 201);
      },
    });
    await screen.findByRole('option', { name: 'Plumber' });

    choosePhotos(
      new File(['GIF89a'], 'van.gif', { type: 'image/gif' }),
      png('huge.png', limits.jobPhotoMaxBytes + 1),
    );
    const problems = await screen.findByRole('alert');
    expect(problems.textContent).toContain(`van.gif: ${m.photoUnsupportedType}`);
    expect(problems.textContent).toContain(`huge.png: ${m.photoTooLarge}`);
    expect(api.callsTo('POST /upload/jobPhoto')).toHaveLength(0);

    choosePhotos(...['1', '2', '3', '4', '5', '6'].map((n) => png(`p${n}.png`)));
    expect((await screen.findByRole('alert')).textContent).toBe(`p6.png: ${m.photosTooMany}`);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(5),
    );
    expect(api.callsTo('POST /upload/jobPhoto')).toHaveLength(5);
    expect(field('Photos (optional)').disabled).toBe(true);
  });

  it('says an upload failed, with the server text when it names the problem', async () => {
    openForm({
      'POST /upload/jobPhoto': fail(415, 'UNSUPPORTED_MEDIA_TYPE', m.photoUnsupportedType),
    });
    await screen.findByRole('option', { name: 'Plumber' });
    choosePhotos(png('renamed.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `renamed.png: ${m.photoUnsupportedType}`,
    );
    cleanup();

    openForm({ 'POST /upload/jobPhoto': fail(500, 'INTERNAL', 'Something went wrong') });
    await screen.findByRole('option', { name: 'Plumber' });
    choosePhotos(png('leak.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(`leak.png: ${m.photoUploadFailed}`);
  });

  it("puts the server's validation error on the field it names", async () => {
    openForm({
      'POST /job': fail(400, 'VALIDATION', m.serviceUnknown, [
        { path: 'service', message: m.serviceUnknown },
      ]),
    });
    await fillValidJob();
    fireEvent.click(screen.getByRole('button', { name: 'Post job' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.serviceUnknown);
    expect(errorOf(field('Service'))).toBe(m.serviceUnknown);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
