import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { Conversation } from '@trademate/shared/schemas/chats';
import { buildMe, renderRoute } from '@/testing/render';
import { ChatRoomHeader } from './chat-room-header';

const m = messages.chats;

afterEach(cleanup);

const mick = {
  _id: '2a7c9e4f-1b3d-4f6a-8c0e-9d2b4f6a8c01',
  firstName: 'Mick',
  lastName: 'Thompson-Fitzgerald',
  avatar: null,
  userType: 'tradie' as const,
};

function renderHeader(overrides: Partial<Conversation> = {}) {
  const conversation: Conversation = {
    _id: '5d0c2a8e-3f5b-4c1d-9e7a-2b6f8c4d1e01',
    otherUser: mick,
    job: {
      _id: '8e1f4b2c-6a3d-4e5f-8b9c-0d1e2f3a4b5c',
      title: 'Replace the leaking hot water system in the laundry',
    },
    myRole: 'client',
    contactsHidden: true,
    blocked: null,
    ...overrides,
  };
  renderRoute(<ChatRoomHeader conversation={conversation} />, { user: buildMe() });
  return screen.getByRole('banner');
}

/** The classes that apply below the wide breakpoint (no `lg:` prefix). */
const phoneClasses = (element: HTMLElement) =>
  element.className.split(/\s+/).filter((name) => !name.includes(':'));

describe('ChatRoomHeader', () => {
  it('shows the full name and the whole job title, wrapping them on a phone rather than cutting them', () => {
    const header = renderHeader();

    const name = within(header).getByRole('heading', { level: 1 });
    expect(name.textContent).toBe('Mick Thompson-Fitzgerald');
    expect(phoneClasses(name)).not.toContain('truncate');
    expect(phoneClasses(name)).toContain('break-words');

    const job = within(header).getByRole('link', {
      name: 'Replace the leaking hot water system in the laundry',
    });
    expect(job).toHaveAttribute('href', '/myJobs/8e1f4b2c-6a3d-4e5f-8b9c-0d1e2f3a4b5c');
    expect(job.parentElement!.textContent).toBe(
      `${m.aboutJob}: Replace the leaking hot water system in the laundry`,
    );
    for (const element of [job, job.parentElement!]) {
      expect(phoneClasses(element)).not.toContain('truncate');
      expect(phoneClasses(element)).not.toContain('flex');
    }
    // On a wide screen the header keeps its single lines.
    expect(name.className).toContain('lg:truncate');
    expect(job.className).toContain('lg:truncate');
  });

  it('says it is a direct message when there is no job', () => {
    const header = renderHeader({ job: null });

    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe(
      'Mick Thompson-Fitzgerald',
    );
    expect(header).toHaveTextContent(`${m.userTypeLabels.tradie} · ${m.directConversation}`);
  });
});
