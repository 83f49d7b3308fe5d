import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ConsoleService } from '@trademate/shared/schemas/services-admin';
import type { JobQuestionSet } from '@trademate/shared/schemas/job-questions';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import { buildQuestion, buildQuestionSet, electricianId } from '@/testing/builders/job-questions';
import ServiceQuestionsPage from './service-questions-page';

afterEach(cleanup);

const m = messages.jobQuestions;

const electrician: ConsoleService = {
  _id: electricianId,
  slug: 'electrician',
  name: 'Electrician',
  description: 'Wiring, lighting, power points and switchboards.',
  icon: 'zap',
  status: 'shown',
  mergedInto: null,
  professionalCount: 4,
  jobCount: 9,
  openJobCount: 3,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

const storeys = buildQuestion({
  key: 'storeys',
  kind: 'choice',
  label: 'How many storeys?',
  required: true,
  options: [
    { key: 'single', label: 'Single' },
    { key: 'double', label: 'Double' },
  ],
});
const points = buildQuestion({
  key: 'points',
  kind: 'number',
  label: 'How many points?',
  highlight: true,
  min: 1,
  max: 50,
  unit: 'points',
});

const version1 = buildQuestionSet({
  _id: 'b5e0c1d2-0000-4000-8000-0000000000a1',
  version: 1,
  questions: [storeys],
  createdAt: '2026-10-01T00:00:00.000Z',
});
const version2 = buildQuestionSet({
  _id: 'b5e0c1d2-0000-4000-8000-0000000000a2',
  version: 2,
  questions: [storeys, points],
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** Opens the editor with `versions` (newest first); `handlers` answer what the test does there. */
function openEditor(versions: () => JobQuestionSet[], ...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get('/api/admin/services', () => ok({ items: [electrician] })),
    http.get(`/api/admin/services/${electricianId}/questions`, () => ok({ items: versions() })),
  );
  const sent = recordRequests();
  renderRoute(<ServiceQuestionsPage />, {
    route: `/admin/services/${electricianId}/questions`,
    path: '/admin/services/:id/questions',
  });
  return sent;
}

const questionList = () => screen.getByRole('list', { name: 'Questions' });
const question = (number: number) =>
  within(questionList()).getByRole('group', { name: `Question ${number}` });
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label) as HTMLInputElement;

async function addChoiceQuestion(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add a question' }));
  const added = question(3);
  await user.type(field(added, 'Question'), 'Is there roof access?');
  await user.type(field(added, 'Option 1'), 'Yes, easy');
  await user.type(field(added, 'Option 2'), 'No');
  await user.tab();
  return added;
}

describe('ServiceQuestionsPage', () => {
  it("shows the current version's questions to edit, and every version read only", async () => {
    openEditor(() => [version2, version1]);
    expect(
      await screen.findByRole('heading', { level: 1, name: `${m.consoleHeading}: Electrician` }),
    ).toBeInTheDocument();
    expect(screen.getByText(m.consoleIntro)).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Questions' });
    expect(field(question(1), 'Question').value).toBe('How many storeys?');
    expect(field(question(1), 'Kind').value).toBe('choice');
    expect(field(question(1), 'Option 2').value).toBe('Double');
    expect(field(question(1), 'Clients must answer it').checked).toBe(true);
    expect(field(question(2), 'Kind').value).toBe('number');
    expect(field(question(2), 'Largest (optional)').value).toBe('50');
    expect(field(question(2), 'Unit (optional)').value).toBe('points');
    expect(field(question(2), 'Show the answer on job cards').checked).toBe(true);
    expect(within(question(2)).queryByLabelText('Option 1')).not.toBeInTheDocument();

    const versions = screen.getByRole('list', { name: 'Versions' });
    const rows = within(versions).getAllByRole('listitem', { name: '' });
    expect(rows[0]).toHaveTextContent(`${m.consoleVersion(2)} (current)`);
    expect(within(versions).getByText(/Version 1\b/)).toBeInTheDocument();
    expect(within(versions).getAllByText('Single, Double')).toHaveLength(2);
    expect(within(versions).getByText('1 to 50 points')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('adds a choice question with keys from its words, moves it up and saves a new version', async () => {
    const user = userEvent.setup();
    let versions = [version2, version1];
    const sent = openEditor(
      () => versions,
      http.put(`/api/admin/services/${electricianId}/questions`, async ({ request }) => {
        const { questions } = (await request.json()) as { questions: JobQuestionSet['questions'] };
        const saved = buildQuestionSet({
          _id: 'b5e0c1d2-0000-4000-8000-0000000000a3',
          version: 3,
          questions,
          createdAt: '2026-11-25T00:00:00.000Z',
        });
        versions = [saved, ...versions];
        return ok(saved, m.consoleSaved);
      }),
    );
    await screen.findByRole('list', { name: 'Questions' });
    const added = await addChoiceQuestion(user);
    expect(field(added, 'Key').value).toBe('is-there-roof-access');
    expect(field(added, 'Option 1 key').value).toBe('yes-easy');
    await user.click(within(added).getByLabelText('Clients must answer it'));
    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(field(question(2), 'Question').value).toBe('Is there roof access?');

    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect(await screen.findByText(m.consoleSaved)).toBeInTheDocument();
    expect(await sent.request(`PUT /api/admin/services/${electricianId}/questions`).json()).toEqual(
      {
        questions: [
          { ...storeys },
          {
            key: 'is-there-roof-access',
            kind: 'choice',
            label: 'Is there roof access?',
            required: true,
            highlight: false,
            options: [
              { key: 'yes-easy', label: 'Yes, easy' },
              { key: 'no', label: 'No' },
            ],
            min: null,
            max: null,
            unit: null,
          },
          { ...points },
        ],
      },
    );
    const versionsList = screen.getByRole('list', { name: 'Versions' });
    expect(
      await within(versionsList).findByText(`${m.consoleVersion(3)} (current)`, { exact: false }),
    ).toBeInTheDocument();
  });

  it("refuses an unfinished question with the shared schema's words and sends nothing", async () => {
    const user = userEvent.setup();
    const sent = openEditor(() => [version2, version1]);
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(field(question(3), 'Kind'), 'number');
    await user.type(field(question(3), 'Smallest (optional)'), 'ten');
    await user.clear(field(question(1), 'Option 2'));
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect(await within(question(3)).findByText(m.labelRequired)).toBeInTheDocument();
    expect(within(question(3)).getByText(m.keyInvalid)).toBeInTheDocument();
    expect(within(question(3)).getByText(m.numberInvalid)).toBeInTheDocument();
    expect(within(question(1)).getByText(m.optionLabelRequired)).toBeInTheDocument();
    expect(sent.to(`PUT /api/admin/services/${electricianId}/questions`)).toHaveLength(0);
  });

  it('says an unchanged set is not saved, without asking', async () => {
    const user = userEvent.setup();
    const sent = openEditor(() => [version2, version1]);
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.consoleUnchanged);
    expect(sent.to(`PUT /api/admin/services/${electricianId}/questions`)).toHaveLength(0);
  });

  it("removes a question, and shows the server's refusals on the field or above the button", async () => {
    const user = userEvent.setup();
    let answer = () =>
      fail(400, 'VALIDATION', m.keyDuplicate, [
        { path: 'questions.0.key', message: m.keyDuplicate },
      ]);
    const sent = openEditor(
      () => [version2, version1],
      http.put(`/api/admin/services/${electricianId}/questions`, () => answer()),
    );
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(within(questionList()).getAllByRole('group', { name: /^Question/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(within(question(1)).getByText(m.keyDuplicate)).toBeInTheDocument());

    answer = () => fail(409, 'CONFLICT', 'Someone saved these questions at the same time');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Someone saved these questions at the same time',
    );
    expect(await sent.bodiesOf(`PUT /api/admin/services/${electricianId}/questions`)).toEqual([
      { questions: [storeys] },
      { questions: [storeys] },
    ]);
  });

  it('starts a service that asks nothing from an empty list', async () => {
    openEditor(() => []);
    expect(await screen.findAllByText(m.consoleNoQuestions)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeInTheDocument();
  });
});
