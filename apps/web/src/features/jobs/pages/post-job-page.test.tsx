import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildJob, jobId, serviceId, servicePage } from '@/testing/builders/jobs';
import PostJobPage from './post-job-page';

const m = messages.jobs;

afterEach(cleanup);

const client = buildMe();

/** Opens the form with the services catalogue; `handlers` answer what the test does there. */
function openForm(...handlers: HttpHandler[]) {
  return openFormAt('/postJob', ...handlers);
}

function openFormAt(route: string, ...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get('/api/service', () => ok(servicePage)),
    // These tests' services ask no questions (post-job-questions.test.tsx asks them).
    http.get('/api/services/:id/questions', () => ok({ questionSet: null })),
  );
  const sent = recordRequests();
  const view = renderRoute(<PostJobPage />, { route, user: client });
  return { ...view, sent };
}

/** Answers each photo upload with the next stored photo's path. */
function uploadingPhotos() {
  let uploaded = 0;
  return http.post('/api/upload/jobPhoto', () => {
    uploaded += 1;
    return ok({ jobPhoto: `/uploads/job-photos/photo-${uploaded}.webp` }, 'Uploaded', 201);
  });
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

/** Pastes `text` into the field labelled `label`, as a client copying their notes does. */
async function paste(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValidJob(user: UserEvent) {
  await screen.findByRole('option', { name: 'Plumber' });
  await user.selectOptions(field('Service'), serviceId);
  await paste(user, 'Job title', '  Replace a leaking hot water system ');
  await paste(
    user,
    'Job description',
    'The 250 L electric unit in the laundry is leaking from the base.',
  );
  await user.selectOptions(field('State'), 'VIC');
  await user.selectOptions(field('City'), 'Geelong');
  await user.type(field('Budget from (AUD)'), '1500');
  await user.type(field('Budget up to (AUD)'), '2500');
  await user.click(screen.getByLabelText(m.timingLabels.within_week));
  await user.click(screen.getByLabelText(m.consentLabel));
}

const photosInput = () => field('Photos (optional)');

const png = (name = 'leak.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('PostJobPage', () => {
  it('comes with the service of the page it was opened from chosen', async () => {
    openFormAt(`/postJob?service=${serviceId}`);
    await screen.findByRole('option', { name: 'Plumber' });
    await waitFor(() => expect(field('Service').value).toBe(serviceId));
  });

  it('ignores a service in the address that is not an id', async () => {
    openFormAt('/postJob?service=plumber');
    await screen.findByRole('option', { name: 'Plumber' });
    expect(field('Service').value).toBe('');
  });

  it('has its title and asks for consent in plain words', async () => {
    openForm();
    await screen.findByRole('option', { name: 'Plumber' });
    expect(document.title).toBe('TradeMate/Post A job');
    expect(screen.getByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(screen.getByLabelText(m.consentLabel)).toBeInTheDocument();
  });

  it('shows a field error only once the field is touched', async () => {
    const user = userEvent.setup();
    openForm();
    await screen.findByRole('option', { name: 'Plumber' });

    await user.type(field('Job title'), 'Fix');
    expect(screen.queryByText(m.titleTooShort)).not.toBeInTheDocument();
    await user.click(field('Job description'));
    await waitFor(() => expect(errorOf(field('Job title'))).toBe(m.titleTooShort));
    expect(screen.queryByText(m.descriptionRequired)).not.toBeInTheDocument();

    await user.type(field('Budget from (AUD)'), '900');
    await waitFor(() => expect(errorOf(field('Job description'))).toContain(m.descriptionRequired));

    await user.type(field('Budget up to (AUD)'), '400');
    await user.tab();
    await waitFor(() => expect(errorOf(field('Budget up to (AUD)'))).toBe(m.budgetRange));
    expect(screen.queryByText(m.consentRequired)).not.toBeInTheDocument();
  });

  it('shows every problem on submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = openForm();
    await screen.findByRole('option', { name: 'Plumber' });
    await user.click(screen.getByRole('button', { name: 'Post job' }));

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
      // The service list's first option reads like its error: only the errors count here.
      expect(await screen.findByText(message, { ignore: 'option' })).toBeInTheDocument();
    }
    expect(sent.to('POST /api/job')).toHaveLength(0);
  });

  it('asks for a date today or later only when the timing is a set date', async () => {
    const user = userEvent.setup();
    openForm();
    await fillValidJob(user);
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(m.timingLabels.date));
    await user.type(field('Date'), '2020-01-01');
    await user.tab();
    await waitFor(() => expect(errorOf(field('Date'))).toBe(m.timingDatePast));
  });

  it('uploads the chosen photos, sends the job and opens it with a notice', async () => {
    const user = userEvent.setup();
    const { sent } = openForm(
      uploadingPhotos(),
      http.post('/api/job', () => ok(buildJob(), m.posted, 201)),
    );
    await fillValidJob(user);
    await user.upload(photosInput(), [png('leak.png'), png('tank.jpg')]);

    const photos = await screen.findByRole('list', { name: 'Your photos' });
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Post job' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/myJobs/${jobId}`);
    const upload = sent.request('POST /api/upload/jobPhoto');
    expect((await upload.formData()).get('jobPhoto')).toMatchObject({
      name: 'leak.png',
      type: 'image/png',
      size: 10,
    });
    expect(await sent.request('POST /api/job').json()).toEqual({
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
    // The picker's "All files" lets any file through: the page checks each one itself.
    const user = userEvent.setup({ applyAccept: false });
    const { sent } = openForm(uploadingPhotos());
    await screen.findByRole('option', { name: 'Plumber' });

    await user.upload(photosInput(), [
      new File(['GIF89a'], 'van.gif', { type: 'image/gif' }),
      png('huge.png', limits.jobPhotoMaxBytes + 1),
    ]);
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent(`van.gif: ${m.photoUnsupportedType}`);
    expect(problems).toHaveTextContent(`huge.png: ${m.photoTooLarge}`);
    expect(sent.to('POST /api/upload/jobPhoto')).toHaveLength(0);

    await user.upload(
      photosInput(),
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`p${n}.png`)),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(`p6.png: ${m.photosTooMany}`);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(5),
    );
    expect(sent.to('POST /api/upload/jobPhoto')).toHaveLength(5);
    expect(photosInput()).toBeDisabled();
  });

  it('says an upload failed, with the server text when it names the problem', async () => {
    const user = userEvent.setup();
    openForm(
      http.post('/api/upload/jobPhoto', () =>
        fail(415, 'UNSUPPORTED_MEDIA_TYPE', m.photoUnsupportedType),
      ),
    );
    await screen.findByRole('option', { name: 'Plumber' });
    await user.upload(photosInput(), png('renamed.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `renamed.png: ${m.photoUnsupportedType}`,
    );
    cleanup();

    openForm(
      http.post('/api/upload/jobPhoto', () => fail(500, 'INTERNAL', 'Something went wrong')),
    );
    await screen.findByRole('option', { name: 'Plumber' });
    await user.upload(photosInput(), png('leak.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(`leak.png: ${m.photoUploadFailed}`);
  });

  it("puts the server's validation error on the field it names", async () => {
    const user = userEvent.setup();
    openForm(
      http.post('/api/job', () =>
        fail(400, 'VALIDATION', m.serviceUnknown, [{ path: 'service', message: m.serviceUnknown }]),
      ),
    );
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.serviceUnknown);
    expect(errorOf(field('Service'))).toBe(m.serviceUnknown);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
