import { describe, expect, it } from 'vitest';
import {
  canCancelJob,
  canCloseJob,
  canCompleteJob,
  canContactAboutJob,
  canEditJob,
  canHireForJob,
  canReviewJob,
  canSeeClientContact,
  isJobActionAllowed,
  jobActions,
  nextJobStatuses,
  type JobAction,
} from './job-lifecycle';
import { jobStatuses, type JobStatus } from './jobs';

/** Each action, from the status it is allowed in. */
function actionsAllowedIn(status: JobStatus): JobAction[] {
  return (Object.keys(jobActions) as JobAction[]).filter((action) =>
    isJobActionAllowed(action, status),
  );
}

describe('the job lifecycle', () => {
  it('moves an open job to in progress or cancelled, and an in-progress one to completed or cancelled', () => {
    expect(
      Object.fromEntries(jobStatuses.map((status) => [status, nextJobStatuses(status)])),
    ).toEqual({
      open: ['in_progress', 'cancelled'],
      in_progress: ['completed', 'cancelled'],
      completed: [],
      cancelled: [],
    });
  });

  it('lets the client edit, hire, cancel and close an open job, TradeMate close it when idle, and professionals contact its client', () => {
    expect(actionsAllowedIn('open')).toEqual([
      'edit',
      'hire',
      'cancel',
      'close',
      'closeInactive',
      'contact',
    ]);
  });

  it('closes a job as cancelled, from open only, by its client or by TradeMate', () => {
    expect(jobActions.close).toEqual({ by: 'client', from: ['open'], to: 'cancelled' });
    expect(jobActions.closeInactive).toEqual({ by: 'system', from: ['open'], to: 'cancelled' });
  });

  it('lets the client complete or cancel a job in progress, and the hired professional see their contact details', () => {
    expect(actionsAllowedIn('in_progress')).toEqual(['complete', 'cancel', 'seeClientContact']);
  });

  it('lets the client review a completed job, and the hired professional still see their contact details', () => {
    expect(actionsAllowedIn('completed')).toEqual(['review', 'seeClientContact']);
  });

  it('allows nothing once a job is cancelled', () => {
    expect(actionsAllowedIn('cancelled')).toEqual([]);
  });

  it('never moves a job back to open, nor out of completed or cancelled', () => {
    for (const rule of Object.values(jobActions)) {
      if (!('to' in rule)) continue;
      expect(rule.to).not.toBe('open');
      expect(rule.from).not.toContain('completed');
      expect(rule.from).not.toContain('cancelled');
    }
  });

  it.each([
    ['canEditJob', canEditJob, ['open']],
    ['canHireForJob', canHireForJob, ['open']],
    ['canCompleteJob', canCompleteJob, ['in_progress']],
    ['canCancelJob', canCancelJob, ['open', 'in_progress']],
    ['canCloseJob', canCloseJob, ['open']],
    ['canReviewJob', canReviewJob, ['completed']],
    ['canContactAboutJob', canContactAboutJob, ['open']],
    ['canSeeClientContact', canSeeClientContact, ['in_progress', 'completed']],
  ] as const)('%s is true only for %j', (_name, can, allowed) => {
    expect(jobStatuses.filter(can)).toEqual(allowed);
  });
});
