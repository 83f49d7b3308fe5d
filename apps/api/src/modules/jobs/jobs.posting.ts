import { checkAnswers } from '@trademate/shared/constants/job-answers';
import { canEditJob } from '@trademate/shared/constants/job-lifecycle';
import * as messages from '@trademate/shared/messages';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';
import type { Job, PostJobInput } from '@trademate/shared/schemas/jobs';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import type { ResolvedAddress } from '../places/places.service';
import { createJobsRepository, type JobFields, type JobRow } from './jobs.repository';
import type { JobsDeps } from './jobs.deps';
import { toJob } from './jobs.read-shape';

const m = messages.jobs;

/** A job's answers as stored, with the set they answer (decision 071). */
type AnswerFields = Pick<JobFields, 'questionSetId' | 'answers'>;

/** No answers: a job sent without them, as the specification's clients send it, is stored so. */
const noAnswers: AnswerFields = { questionSetId: null, answers: null };

function toJobFields(
  input: PostJobInput,
  place: ResolvedAddress,
  answers: Partial<AnswerFields>,
): JobFields {
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
    ...answers,
  };
}

/**
 * Posting a job and editing it while it is open: its service, its answers, its place and its
 * photos checked.
 */
export function createJobsPosting({
  db,
  ownJob: { ownJobOr404, transition },
  alerts,
  uploadedFiles,
  places,
  questionSets,
  metrics,
}: Pick<
  JobsDeps,
  'db' | 'ownJob' | 'alerts' | 'uploadedFiles' | 'places' | 'questionSets' | 'metrics'
>) {
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

  /**
   * The answers checked against the set the service asks now, as they are stored with it; a 400
   * naming each answer in error (`answers.<key>`) otherwise. A service that asks nothing takes
   * no answer.
   */
  async function checkedAnswers(serviceId: string, sent: JobAnswersInput): Promise<AnswerFields> {
    const asked = await questionSets.askedFor(serviceId);
    const { answers, issues } = checkAnswers(asked?.questions ?? [], sent);
    if (issues.length > 0) {
      throw new AppError(
        'VALIDATION',
        issues[0]!.message,
        issues.map((issue) => ({ path: `answers.${issue.key}`, message: issue.message })),
      );
    }
    return asked ? { questionSetId: asked._id, answers } : noAnswers;
  }

  /** The job as its client reads it, its answers against the set it was asked. */
  async function shape(row: JobRow, serviceName: string): Promise<Job> {
    return toJob(row, serviceName, await questionSets.byIds([row.questionSetId]));
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
      const answers = input.answers
        ? await checkedAnswers(input.service, input.answers)
        : noAnswers;
      await assertOwnPhotos(clientId, input.photos);
      const place = await places.resolveAddress(input.address);
      const row = await inTransaction(db, async (tx) => {
        const job = await repository.insertJob(
          { ...toJobFields(input, place, answers), clientId },
          tx,
        );
        await alerts.queueJobFanOut(job.id, tx);
        return job;
      });
      metrics.jobPosted();
      return shape(row, serviceName);
    },

    /**
     * Answers sent are checked against the set the service asks now, and the job moves to it. None
     * sent: the job keeps its answers, unless it moves to another service, whose questions they
     * do not answer.
     */
    async updateJob(clientId: string, jobId: string, input: PostJobInput): Promise<Job> {
      const current = await ownJobOr404(jobId, clientId);
      if (!canEditJob(current.status)) throw new AppError('CONFLICT', m.notOpen);
      const serviceName = await serviceNameOf(input.service, current.serviceId);
      const answers = input.answers
        ? await checkedAnswers(input.service, input.answers)
        : input.service === current.serviceId
          ? {}
          : noAnswers;
      await assertOwnPhotos(clientId, input.photos);
      const place = await places.resolveAddress(input.address);
      const row = await inTransaction(db, (tx) =>
        transition(jobId, clientId, 'edit', toJobFields(input, place, answers), m.notOpen, tx),
      );
      return shape(row, serviceName);
    },
  };
}
