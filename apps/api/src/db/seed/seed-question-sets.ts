import { sql } from 'drizzle-orm';
import { jobQuestionSetInputSchema } from '@trademate/shared/schemas/job-questions';
import type { Db } from '../client';
import { serviceQuestionSets, services } from '../schema/services';
import { serviceQuestionsCatalogue } from './service-questions-catalogue';

/**
 * The first version of the seeded trades' job questions (decision 071), applied at each start.
 * Only a service with no version yet gets one, and only while the console has not changed it: the
 * sets are never rewritten (a job keeps the version it was asked), so a question corrected in a
 * release reaches a service through the console's next version, not here. Two instances starting
 * at once insert once: the other's insert meets the unique (service, version) and does nothing.
 */
export async function seedQuestionSets(db: Db): Promise<void> {
  const rows = serviceQuestionsCatalogue.map(({ slug, questions }) => {
    const set = jobQuestionSetInputSchema.parse({ questions });
    return sql`(${slug}, ${JSON.stringify(set.questions)}::jsonb)`;
  });
  await db.execute(sql`
    insert into ${serviceQuestionSets} (service_id, version, questions)
    select ${services.id}, 1, seed.questions
      from (values ${sql.join(rows, sql`, `)}) as seed(slug, questions)
      join ${services} on ${services.slug} = seed.slug
     where ${services.editedByStaffAt} is null
       and not exists (
         select 1 from ${serviceQuestionSets} existing where existing.service_id = ${services.id})
    on conflict (service_id, version) do nothing`);
}
