import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import * as messages from '../../packages/shared/src/messages';
import { signIn, type Account } from './accounts';
import { expectNoSeriousViolations } from './axe';

interface NewJob {
  serviceId: string;
  title: string;
  budgetMin?: number;
  budgetMax?: number;
  /** Melbourne, VIC when not given. A suburb fills state and city. */
  address?: { state: string; city: string; postcode?: string; suburb?: string };
  /** Answers to the service's questions by key (decision 071); none when not given. */
  answers?: Record<string, string | string[] | number | boolean>;
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
    answers,
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
      ...(answers ? { answers } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data._id as string;
}

/**
 * On the job form, answers one of the chosen service's questions (decision 071): the option of
 * its select, or the chip of that name. The questions are waited for first: they load with the
 * service.
 */
export async function answerJobQuestion(page: Page, question: string | RegExp, answer: string) {
  const questions = page.getByRole('group', { name: messages.jobQuestions.heading });
  await expect(questions).toBeVisible();
  const select = questions.getByRole('combobox', { name: question });
  if ((await select.count()) > 0) {
    await select.selectOption({ label: answer });
  } else {
    await questions
      .getByRole('group', { name: question })
      .getByText(answer, { exact: true })
      .click();
  }
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

/**
 * Signs the tradie in, in a browser of their own, and opens Jobs from the main navigation: the job
 * requests page. The caller closes the context.
 */
export async function openJobRequestsAs(
  browser: Browser,
  tradie: Pick<Account, 'email' | 'password'>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, tradie);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: messages.nav.jobs, exact: true })
    .click();
  await expect(page).toHaveURL('/jobRequests');
  return { context, page };
}

/** On the job requests page, opens the job titled `title` from `list` and waits for its page. */
export async function openJobRequest(page: Page, list: Locator, title: string) {
  await list.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/jobRequest\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/**
 * From a job request's page, writes `message` to the client (checking the form with axe when
 * `axeLabel` names it) and waits for the chat that shows it; returns the chat's log.
 */
export async function writeToClient(
  page: Page,
  {
    message,
    clientFirstName,
    axeLabel,
  }: { message: string; clientFirstName: string; axeLabel?: string },
): Promise<Locator> {
  await page.getByRole('link', { name: 'Contact client' }).click();
  await expect(page).toHaveURL(/\/contactWithclient\?job=/);
  if (axeLabel) await expectNoSeriousViolations(page, axeLabel);
  await page.getByRole('textbox', { name: 'Your message' }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/chats\/[^/]+$/);
  const log = page.getByRole('log', { name: messages.chats.messagesLabel(clientFirstName) });
  await expect(log).toContainText(message);
  return log;
}

/** The day `days` from today, as a date field takes it (YYYY-MM-DD). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
