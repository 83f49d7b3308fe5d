/**
 * Accountable clients (decision 029): when a client is asked what happened to a job, when an idle
 * job closes itself, and what professionals see of a client's record once there is enough of it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A job whose first contact is this old, still open and without a hire, asks its client once. */
export const OUTCOME_QUESTION_AFTER_DAYS = 14;
/** An open job without any activity for this long closes itself. */
export const INACTIVE_CLOSE_AFTER_DAYS = 30;
/** A client "answers" a professional by replying in their conversation within this many days. */
export const REPLY_WINDOW_DAYS = 7;
/** The response rate shows once conversations on at least this many of the client's jobs count. */
export const MIN_CONTACTED_JOBS = 3;
/** The hire rate shows once at least this many of the client's jobs are finished. */
export const MIN_FINISHED_JOBS = 3;

export const outcomeQuestionAfterMs = OUTCOME_QUESTION_AFTER_DAYS * DAY_MS;
export const inactiveCloseAfterMs = INACTIVE_CLOSE_AFTER_DAYS * DAY_MS;
export const replyWindowMs = REPLY_WINDOW_DAYS * DAY_MS;

/** What is counted of a client's history (kept precomputed in `client_records`). */
export interface ClientRecordCounts {
  /** Jobs with at least one conversation whose reply window has ended. */
  contactedJobs: number;
  /** Conversations professionals started on the client's jobs whose reply window has ended. */
  conversations: number;
  /** Of those, the ones the client replied to within the window. */
  answered: number;
  /** Jobs that are over: hired (in progress or completed), completed, cancelled or closed. */
  finishedJobs: number;
  /** Of those, the ones the client hired a professional for on TradeMate. */
  hiredJobs: number;
}

/** What professionals see: each figure only once there is enough history behind it, else null. */
export interface ClientRecord {
  /** Whole percent of professionals the client replied to. */
  responseRate: number | null;
  hiredJobs: number | null;
  finishedJobs: number | null;
}

export function clientRecordOf(counts: ClientRecordCounts | null | undefined): ClientRecord {
  if (!counts) return { responseRate: null, hiredJobs: null, finishedJobs: null };
  const hasResponses = counts.contactedJobs >= MIN_CONTACTED_JOBS && counts.conversations > 0;
  const hasHires = counts.finishedJobs >= MIN_FINISHED_JOBS;
  return {
    responseRate: hasResponses ? Math.round((100 * counts.answered) / counts.conversations) : null,
    hiredJobs: hasHires ? counts.hiredJobs : null,
    finishedJobs: hasHires ? counts.finishedJobs : null,
  };
}
