import { canEditJob } from '@trademate/shared/constants/job-lifecycle';
import * as messages from '@trademate/shared/messages';
import type { Job, PostJobInput } from '@trademate/shared/schemas/jobs';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import type { ResolvedAddress } from '../places/places.service';
import { createJobsRepository, type JobFields } from './jobs.repository';
import type { JobsDeps } from './jobs.deps';
import { toJob } from './jobs.read-shape';

const m = messages.jobs;

function toJobFields(input: PostJobInput, place: ResolvedAddress): JobFields {
  return {
    serviceId: input.service,
    title: input.title,
    description: input.description,
    ...place,
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    timing: input.timing,
    timingDate: input.timingDate,
    photos: input.photos,
  };
}

/** Posting a job and editing it while it is open: its service, its place and its photos checked. */
export function createJobsPosting({
  db,
  ownJob: { ownJobOr404, transition },
  alerts,
  uploadedFiles,
  places,
  metrics,
}: Pick<JobsDeps, 'db' | 'ownJob' | 'alerts' | 'uploadedFiles' | 'places' | 'metrics'>) {
  const repository = createJobsRepository(db);

  /**
   * The service's name, or a 400 naming the field when no job can be posted in it: it does not
   * exist or the console hid it. A job edited without changing its service keeps it either way.
   */
  async function serviceNameOf(serviceId: string, current?: string): Promise<string> {
    const name =
      serviceId === current
        ? await repository.findServiceName(serviceId)
        : await repository.findOfferedServiceName(serviceId);
    if (!name) {
      throw new AppError('VALIDATION', m.serviceUnknown, [
        { path: 'service', message: m.serviceUnknown },
      ]);
    }
    return name;
  }

  /** Only photos this client uploaded for a job may be on it. */
  async function assertOwnPhotos(clientId: string, photos: string[]): Promise<void> {
    if (!(await uploadedFiles.areAllOwnedBy(clientId, 'job_photo', photos))) {
      throw new AppError('VALIDATION', m.photoNotYours, [
        { path: 'photos', message: m.photoNotYours },
      ]);
    }
  }

  return {
    async postJob(clientId: string, input: PostJobInput): Promise<Job> {
      const serviceName = await serviceNameOf(input.service);
      await assertOwnPhotos(clientId, input.photos);
      const place = await places.resolveAddress(input.address);
      const row = await inTransaction(db, async (tx) => {
        const job = await repository.insertJob({ ...toJobFields(input, place), clientId }, tx);
        await alerts.queueJobFanOut(job.id, tx);
        return job;
      });
      metrics.jobPosted();
      return toJob(row, serviceName);
    },

    async updateJob(clientId: string, jobId: string, input: PostJobInput): Promise<Job> {
      const current = await ownJobOr404(jobId, clientId);
      if (!canEditJob(current.status)) throw new AppError('CONFLICT', m.notOpen);
      const serviceName = await serviceNameOf(input.service, current.serviceId);
      await assertOwnPhotos(clientId, input.photos);
      const place = await places.resolveAddress(input.address);
      const row = await inTransaction(db, (tx) =>
        transition(jobId, clientId, 'edit', toJobFields(input, place), m.notOpen, tx),
      );
      return toJob(row, serviceName);
    },
  };
}
