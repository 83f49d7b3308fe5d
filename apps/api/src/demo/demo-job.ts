import type { JobOutcomeAnswer } from '@trademate/shared/constants/jobs';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';

/** One job of the demo story, as its client posts it and as it goes on (`demo-jobs.data.ts`). */
export interface DemoJob {
  client: string;
  service: string;
  title: string;
  description: string;
  budget: [number, number];
  timing: 'asap' | 'within_week' | 'flexible' | 'date';
  /**
   * Who contacted the client, by first name: professionals with the plan who offer the job's
   * service, as the contact route requires. The first of them is hired when the job moved on.
   */
  contactedBy: string[];
  status: 'open' | 'in_progress' | 'completed' | 'cancelled';
  review?: { rating: number; body: string; reply?: string };
  daysAgo: number;
  /** The client's answer to "What happened?" ten days after posting, which closes the job. */
  outcome?: JobOutcomeAnswer;
  /** The client never answers the professionals who wrote (their record shows it). */
  isClientSilent?: boolean;
  /** The answers to the service's questions (decision 071), as the job form sends them. */
  answers?: JobAnswersInput;
}
