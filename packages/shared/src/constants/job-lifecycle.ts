import { jobStatuses, type JobStatus } from './jobs';

/** Who acts on a job: the client who posted it, a professional, or TradeMate's background pass. */
export type JobActor = 'client' | 'professional' | 'system';

interface JobActionRule {
  by: JobActor;
  /** The statuses the job must be in. */
  from: readonly JobStatus[];
  /** The status the action moves the job to; absent when it stays where it is. */
  to?: JobStatus;
}

/**
 * The job lifecycle, one row per action: who may take it, from which statuses, and where it leads.
 *
 *   open ──hire──▶ in_progress ──complete──▶ completed
 *     ├──cancel──▶ cancelled ◀──cancel──┘
 *     ├──close (hired elsewhere, not going ahead)──▶ cancelled, with its reason
 *     └──closeInactive (30 days without activity)──▶ cancelled, reason `inactive`
 *
 * The API refuses an action from any other status (409) and the web offers only what is allowed.
 */
export const jobActions = {
  /** The client changes the job's details. */
  edit: { by: 'client', from: ['open'] },
  /** The client hires one of the professionals who contacted them. */
  hire: { by: 'client', from: ['open'], to: 'in_progress' },
  /** The client marks the hired professional's work as done. */
  complete: { by: 'client', from: ['in_progress'], to: 'completed' },
  /** The client calls the job off, before or after hiring. */
  cancel: { by: 'client', from: ['open', 'in_progress'], to: 'cancelled' },
  /** The client answers "What happened?": they hired someone elsewhere or are not going ahead. */
  close: { by: 'client', from: ['open'], to: 'cancelled' },
  /** TradeMate closes an open job nobody touched for 30 days (decision 029). */
  closeInactive: { by: 'system', from: ['open'], to: 'cancelled' },
  /** The client reviews the professional they hired, once. */
  review: { by: 'client', from: ['completed'] },
  /** A professional finds the job among the job requests and writes to the client about it. */
  contact: { by: 'professional', from: ['open'] },
  /** The hired professional sees the client's full name, phone and email. */
  seeClientContact: { by: 'professional', from: ['in_progress', 'completed'] },
} as const satisfies Record<string, JobActionRule>;

export type JobAction = keyof typeof jobActions;
/** What the client who posted a job may do with it. */
export type ClientJobAction = {
  [A in JobAction]: (typeof jobActions)[A]['by'] extends 'client' ? A : never;
}[JobAction];

/** Whether the action may be taken while the job is in this status. */
export function isJobActionAllowed(action: JobAction, status: JobStatus): boolean {
  return (jobActions[action].from as readonly JobStatus[]).includes(status);
}

/** The statuses a job may move to from this one, in lifecycle order; none once it has ended. */
export function nextJobStatuses(status: JobStatus): JobStatus[] {
  const rules: readonly JobActionRule[] = Object.values(jobActions);
  return jobStatuses.filter((next) =>
    rules.some((rule) => rule.to === next && rule.from.includes(status)),
  );
}

export const canEditJob = (status: JobStatus) => isJobActionAllowed('edit', status);
export const canHireForJob = (status: JobStatus) => isJobActionAllowed('hire', status);
export const canCompleteJob = (status: JobStatus) => isJobActionAllowed('complete', status);
export const canCancelJob = (status: JobStatus) => isJobActionAllowed('cancel', status);
export const canCloseJob = (status: JobStatus) => isJobActionAllowed('close', status);
export const canReviewJob = (status: JobStatus) => isJobActionAllowed('review', status);
export const canContactAboutJob = (status: JobStatus) => isJobActionAllowed('contact', status);
export const canSeeClientContact = (status: JobStatus) =>
  isJobActionAllowed('seeClientContact', status);
