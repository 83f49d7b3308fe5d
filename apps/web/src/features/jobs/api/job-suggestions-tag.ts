/**
 * The tag of a job's suggested professionals. Apart from the job's own tag: hiring or cancelling
 * changes the job and ends the suggestions (the job page stops showing them), and asking for them
 * again then would only be refused (409). A new contact (who leaves the list) and an edit (which
 * may change the service or the place) ask for them again.
 */
export function jobSuggestionsTag(jobId: string) {
  return { type: 'job' as const, id: `${jobId}/suggestions` };
}
