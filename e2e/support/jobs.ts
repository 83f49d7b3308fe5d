import { expect, type APIRequestContext } from '@playwright/test';

interface NewJob {
  serviceId: string;
  title: string;
  budgetMin?: number;
  budgetMax?: number;
  /** Melbourne, VIC when not given. A suburb fills state and city. */
  address?: { state: string; city: string; postcode?: string; suburb?: string };
}

/** Posts an open job (in Melbourne unless told) as the signed-in client `request` carries. */
export async function postJob(
  request: APIRequestContext,
  {
    serviceId,
    title,
    budgetMin = 1500,
    budgetMax = 2500,
    address = { state: 'VIC', city: 'Melbourne' },
  }: NewJob,
): Promise<string> {
  const response = await request.post('/api/job', {
    data: {
      service: serviceId,
      title,
      description: 'The old electric unit leaks at the base. A 250 litre replacement, same spot.',
      address,
      budgetMin,
      budgetMax,
      timing: 'within_week',
      consent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data._id as string;
}

/** Writes to the client about a job as the signed-in tradie; returns the conversation's id. */
export async function contactClient(
  request: APIRequestContext,
  jobId: string,
  message: string,
): Promise<string> {
  const response = await request.post(`/api/jobRequest/${jobId}/contact`, { data: { message } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.conversationId as string;
}

/**
 * As the signed-in client: hires the professional who contacted them about the job, marks the job
 * completed and reviews the professional.
 */
export async function hireCompleteAndReview(
  request: APIRequestContext,
  jobId: string,
  tradieId: string,
  review: { rating: number; body: string },
) {
  const hire = await request.post(`/api/job/${jobId}/hire`, { data: { tradieId } });
  expect(hire.status(), await hire.text()).toBe(200);
  const complete = await request.post(`/api/job/${jobId}/complete`);
  expect(complete.status(), await complete.text()).toBe(200);
  const reviewed = await request.post(`/api/job/${jobId}/review`, { data: review });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
}
