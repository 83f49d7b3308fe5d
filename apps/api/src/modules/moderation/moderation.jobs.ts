import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { JobsService } from '../jobs/jobs.service';
import type { SafetyService } from '../safety/safety.service';
import type { ModerationNotices } from './moderation.notices';

/**
 * Staff hiding, showing and closing a job from its own card: the open reports about it close as
 * acted on, and their reporters are told.
 */
export function createModerationJobs({
  db,
  safety,
  jobs,
  audit,
  notices: { describe, tellReporters },
}: {
  db: Db;
  safety: SafetyService;
  jobs: JobsService;
  audit: AuditService;
  notices: ModerationNotices;
}) {
  /**
   * A job hidden or closed from its own card, not from a report: the open reports about it are
   * closed as acted on all the same, and their reporters told.
   */
  async function closeJobReports(jobId: string, clientId: string, tx: DbOrTx): Promise<number> {
    const closed = await safety.resolveOpenReports(
      { subjectType: 'job', subjectId: jobId },
      'hide',
      tx,
      { noneIsConflict: false },
    );
    if (closed.length === 0) return 0;
    await tellReporters(closed, 'hide', clientId, await describe(closed[0]!, tx), tx);
    return closed.length;
  }

  async function auditJob(
    actor: AuditActor,
    action: string,
    jobId: string,
    reason: string,
    details: Record<string, unknown>,
    tx: DbOrTx,
  ) {
    await audit.record(actor, { action, recordType: 'job', recordId: jobId, reason, details }, tx);
  }

  return {
    async hideJob(actor: AuditActor, jobId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const job = await jobs.hideByStaff(jobId, tx);
        const reportsClosed = await closeJobReports(jobId, job.clientId, tx);
        await auditJob(
          actor,
          'job.hide',
          jobId,
          reason,
          { clientId: job.clientId, reportsClosed },
          tx,
        );
      });
    },

    async unhideJob(actor: AuditActor, jobId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const job = await jobs.unhideByStaff(jobId, tx);
        await auditJob(actor, 'job.unhide', jobId, reason, { clientId: job.clientId }, tx);
      });
    },

    async closeJob(actor: AuditActor, jobId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const job = await jobs.closeByStaff(jobId, reason, tx);
        const reportsClosed = await closeJobReports(jobId, job.clientId, tx);
        await auditJob(
          actor,
          'job.close',
          jobId,
          reason,
          { clientId: job.clientId, reportsClosed },
          tx,
        );
      });
    },
  };
}
