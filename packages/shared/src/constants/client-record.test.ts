import { describe, expect, it } from 'vitest';
import { clientRecordOf, MIN_CONTACTED_JOBS, MIN_FINISHED_JOBS } from './client-record';

const counts = {
  contactedJobs: MIN_CONTACTED_JOBS,
  conversations: 6,
  answered: 5,
  finishedJobs: MIN_FINISHED_JOBS + 2,
  hiredJobs: 4,
};

describe('clientRecordOf', () => {
  it('gives the rounded share of professionals answered and the hires over finished jobs', () => {
    expect(clientRecordOf(counts)).toEqual({ responseRate: 83, hiredJobs: 4, finishedJobs: 5 });
  });

  it('shows neither figure without a record', () => {
    expect(clientRecordOf(null)).toEqual({
      responseRate: null,
      hiredJobs: null,
      finishedJobs: null,
    });
  });

  it('hides the response rate below the contacted jobs threshold, and the hires below the finished jobs one', () => {
    expect(clientRecordOf({ ...counts, contactedJobs: MIN_CONTACTED_JOBS - 1 })).toEqual({
      responseRate: null,
      hiredJobs: 4,
      finishedJobs: 5,
    });
    expect(clientRecordOf({ ...counts, finishedJobs: MIN_FINISHED_JOBS - 1 })).toEqual({
      responseRate: 83,
      hiredJobs: null,
      finishedJobs: null,
    });
  });

  it('says 0% for a client who answered nobody', () => {
    expect(clientRecordOf({ ...counts, answered: 0 }).responseRate).toBe(0);
  });
});
