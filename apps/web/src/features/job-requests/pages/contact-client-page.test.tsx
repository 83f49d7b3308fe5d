import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildJobRequestDetail,
  buildTradie,
  ids,
  renderWithModals,
} from '@/testing/builders/job-requests';
import ContactClientPage from './contact-client-page';

afterEach(cleanup);

const contactPath = `/api/jobRequest/${ids.job}/contact`;

/** Opens the page for the job; the contact request gets `contactReply`'s answer. */
function openContact(contactReply: () => Response) {
  server.use(
    http.get(`/api/jobRequest/${ids.job}`, () => ok(buildJobRequestDetail())),
    http.post(contactPath, contactReply),
  );
  const sent = recordRequests();
  renderWithModals(<ContactClientPage />, {
    route: `/contactWithclient?job=${ids.job}`,
    path: '/contactWithclient',
    user: buildTradie(),
  });
  return sent;
}

const messageBox = () => screen.findByLabelText('Your message') as Promise<HTMLTextAreaElement>;

describe('ContactClientPage', () => {
  it('prefills a greeting, sends my message and opens the chat with the client', async () => {
    const user = userEvent.setup();
    const sent = openContact(() =>
      ok({ conversationId: ids.conversation }, messages.jobRequests.contacted, 201),
    );
    const box = await messageBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Olivia' })).toBeInTheDocument();
    expect(box.value).toMatch(
      /^Hi Olivia,\n\nI'm Jess\. I saw your job "Install three power points/,
    );

    await user.clear(box);
    await user.type(box, '  Hi Olivia, I can do it on Friday.  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/chats/${ids.conversation}`);
    expect(await sent.request(`POST ${contactPath}`).json()).toEqual({
      message: 'Hi Olivia, I can do it on Friday.',
    });
  });

  it('asks for a message and sends nothing when the box is empty', async () => {
    const user = userEvent.setup();
    const sent = openContact(() => ok({ conversationId: ids.conversation }));
    const box = await messageBox();
    await user.clear(box);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.jobRequests.messageRequired)).toBeInTheDocument();
    expect(sent.to(`POST ${contactPath}`)).toEqual([]);
  });

  it('opens the upgrade modal with the contact text when the plan is required', async () => {
    const user = userEvent.setup();
    openContact(() => fail(403, 'PLAN_REQUIRED', messages.authModal.upgradeToContact.text));
    await messageBox();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.upgradeToContact.title,
    });
    expect(
      within(dialog).getByText('Please upgrade your plan to contact the client'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('opens the verify modal when my email is not verified yet', async () => {
    const user = userEvent.setup();
    openContact(() => fail(403, 'NOT_VERIFIED', messages.authModal.verify.text));
    await messageBox();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('dialog', { name: messages.authModal.verify.title }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when the job closed meanwhile", async () => {
    const user = userEvent.setup();
    openContact(() => fail(409, 'CONFLICT', messages.jobRequests.closed));
    await messageBox();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.jobRequests.closed),
    );
  });
});
