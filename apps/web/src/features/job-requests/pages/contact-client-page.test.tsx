import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, stubApi } from '@/testing/stub-api';
import { buildJobRequestDetail, buildTradie, ids, renderWithModals } from '../testing/builders';
import ContactClientPage from './contact-client-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Reply = ReturnType<typeof ok>;

function openContact(contactReply: Reply | ((request: Request) => Reply), user = buildTradie()) {
  const api = stubApi({
    [`GET /jobRequest/${ids.job}`]: ok(buildJobRequestDetail()),
    [`POST /jobRequest/${ids.job}/contact`]: contactReply,
  });
  renderWithModals(<ContactClientPage />, {
    route: `/contactWithclient?job=${ids.job}`,
    path: '/contactWithclient',
    user,
  });
  return api;
}

const messageBox = () => screen.findByLabelText('Your message') as Promise<HTMLTextAreaElement>;

describe('ContactClientPage', () => {
  it('prefills a greeting, sends my message and opens the chat with the client', async () => {
    const api = openContact(
      ok({ conversationId: ids.conversation }, messages.jobRequests.contacted, 201),
    );
    const box = await messageBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Olivia' })).toBeTruthy();
    expect(box.value).toMatch(
      /^Hi Olivia,\n\nI'm Jess\. I saw your job "Install three power points/,
    );

    fireEvent.change(box, { target: { value: '  Hi Olivia, I can do it on Friday.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByTestId('location')).textContent).toBe(`/chats/${ids.conversation}`);
    const sent = api.request(`POST /jobRequest/${ids.job}/contact`);
    expect(await sent.json()).toEqual({ message: 'Hi Olivia, I can do it on Friday.' });
  });

  it('asks for a message and sends nothing when the box is empty', async () => {
    const api = openContact(ok({ conversationId: ids.conversation }));
    fireEvent.change(await messageBox(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.jobRequests.messageRequired)).toBeTruthy();
    expect(api.callsTo(`POST /jobRequest/${ids.job}/contact`)).toEqual([]);
  });

  it('opens the upgrade modal with the contact text when the plan is required', async () => {
    openContact(fail(403, 'PLAN_REQUIRED', messages.authModal.upgradeToContact.text));
    await messageBox();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const dialog = await screen.findByRole('dialog', {
      name: messages.authModal.upgradeToContact.title,
    });
    expect(within(dialog).getByText('Please upgrade your plan to contact the client')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('opens the verify modal when my email is not verified yet', async () => {
    openContact(fail(403, 'NOT_VERIFIED', messages.authModal.verify.text));
    await messageBox();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('dialog', { name: messages.authModal.verify.title }),
    ).toBeTruthy();
  });

  it("shows the server's reason when the job closed meanwhile", async () => {
    openContact(fail(409, 'CONFLICT', messages.jobRequests.closed));
    await messageBox();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.jobRequests.closed),
    );
  });
});
