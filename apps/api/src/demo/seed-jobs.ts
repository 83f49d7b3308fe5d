import { postJobRequestSchema } from '@trademate/shared/schemas/jobs';
import { demoJobs } from './demo-jobs.data';
import { demoPeople } from './demo-people.data';
import { addressFor } from './demo-places';
import type { DemoStory } from './demo-story';
import { seedEnquiry } from './seed-chats';
import { daysAgo, minutesAfter } from './story-clock';

/**
 * Every demo job as its client lived it: posted, the professionals' enquiries, then, as far as the
 * job went, the hire, the completion or the cancellation, the answer to "What happened?", the
 * review and the professional's reply.
 */
export async function seedJobs(story: DemoStory) {
  const { app, happenedAt, accountOf, serviceId } = story;
  for (const job of demoJobs) {
    const client = accountOf(job.client);
    const home = demoPeople.find((person) => person.firstName === job.client)!;
    const postedAt = daysAgo(job.daysAgo, -120);
    const posted = await happenedAt(postedAt, () =>
      app.jobs.postJob(
        client.id,
        postJobRequestSchema.parse({
          service: serviceId(job.service),
          title: job.title,
          description: job.description,
          address: addressFor(home.state, home.cityIndex, demoPeople.indexOf(home)),
          budgetMin: job.budget[0],
          budgetMax: job.budget[1],
          timing: job.timing,
          timingDate: job.timing === 'date' ? daysAgo(-7).toISOString().slice(0, 10) : null,
          consent: true,
          answers: job.answers,
        }),
      ),
    );

    const conversationWith = new Map<string, string>();
    for (const [index, proName] of job.contactedBy.entries()) {
      const conversationId = await seedEnquiry(story, {
        jobId: posted._id,
        jobTitle: job.title,
        client,
        proName,
        writtenAt: minutesAfter(postedAt, 30 + index * 10),
        isClientSilent: job.isClientSilent ?? false,
      });
      conversationWith.set(proName, conversationId);
    }

    // The client reads the chat of the first professional who wrote, and hires them.
    const hired = job.status === 'in_progress' || job.status === 'completed';
    const pro = hired ? accountOf(job.contactedBy[0]!) : undefined;
    if (pro) {
      const hiredAt = daysAgo(job.daysAgo - 1);
      await happenedAt(minutesAfter(hiredAt, -5), () =>
        app.chats.markRead(conversationWith.get(pro.firstName)!, client.id),
      );
      await happenedAt(hiredAt, () => app.jobs.hireTradie(client, posted._id, pro.id));
    }
    if (job.status === 'completed') {
      await happenedAt(daysAgo(job.daysAgo - 5), () => app.jobs.completeJob(client, posted._id));
    }
    if (job.status === 'cancelled') {
      await happenedAt(daysAgo(job.daysAgo - 2), () => app.jobs.cancelJob(client, posted._id));
    }
    const { outcome } = job;
    if (outcome) {
      await happenedAt(daysAgo(job.daysAgo - 10), () =>
        app.jobs.answerOutcome(client, posted._id, outcome),
      );
    }
    if (pro && job.review) {
      const { rating, body, reply } = job.review;
      const review = await happenedAt(daysAgo(job.daysAgo - 6), () =>
        app.jobs.reviewJob(client, posted._id, { rating, body }),
      );
      if (reply) {
        await happenedAt(daysAgo(job.daysAgo - 7), () =>
          app.reviews.replyToReview(review._id, pro, reply),
        );
      }
    }
  }
}
