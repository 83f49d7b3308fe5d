import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';

/** A friendly first message the professional can edit before sending. */
export function greetingFor(job: JobRequestDetail, myFirstName: string): string {
  return [
    `Hi ${job.client.firstName},`,
    '',
    `I'm ${myFirstName}. I saw your job "${job.title}" in ${job.city} and I'd be glad to help.`,
    'When would suit you for me to have a look and give you a quote?',
    '',
    'Thanks,',
    myFirstName,
  ].join('\n');
}
