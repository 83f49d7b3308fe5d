import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { NotificationSettings } from '@trademate/shared/schemas/notification-settings';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import NotificationSettingsPage from './notification-settings-page';

afterEach(cleanup);

const m = messages.notificationSettings;
const settingsPath = '/api/notification-settings';
const plumbing = '0b6f7d1e-3c2a-4b8e-9f10-2a3b4c5d6e7f';
const roofing = '1c7e8f2a-4d3b-4c9f-8a21-3b4c5d6e7f80';

const tradieSettings: NotificationSettings = {
  events: [
    { event: 'job_posted', email: 'daily', push: true },
    { event: 'message_received', email: 'instant', push: true },
    { event: 'plan_renewal', email: 'instant', push: false },
  ],
  services: [
    { _id: plumbing, name: 'Plumbing', alerts: true },
    { _id: roofing, name: 'Roofing', alerts: true },
  ],
};

function open(settings: NotificationSettings, ...handlers: Parameters<typeof server.use>) {
  server.use(
    http.get(settingsPath, () => ok(settings)),
    ...handlers,
  );
  const sent = recordRequests();
  renderRoute(<NotificationSettingsPage />, {
    route: '/settings/notifications',
    user: buildMe({ userType: 'freeTradie' }),
  });
  return sent;
}

describe('NotificationSettingsPage', () => {
  it('shows each event with its email choice and push switch, and the services that alert', async () => {
    open(tradieSettings);
    const newJobs = await screen.findByRole('combobox', {
      name: `${m.eventLabels.job_posted}: Email`,
    });
    expect((newJobs as HTMLSelectElement).value).toBe('daily');
    // The digest is offered for new jobs only.
    const messagesEmail = screen.getByRole('combobox', {
      name: `${m.eventLabels.message_received}: Email`,
    });
    expect(
      within(messagesEmail).queryByRole('option', { name: m.emailModes.daily }),
    ).not.toBeInTheDocument();
    expect(
      screen
        .getByRole('switch', { name: `${m.eventLabels.job_posted}: Push` })
        .getAttribute('aria-checked'),
    ).toBe('true');
    // Plan reminders are mails only: no push switch.
    expect(
      screen.queryByRole('switch', { name: `${m.eventLabels.plan_renewal}: Push` }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: m.servicesTitle })).toBeInTheDocument();
    expect((screen.getByRole('checkbox', { name: 'Roofing' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('saves the choices made: email mode, push and the services', async () => {
    const user = userEvent.setup();
    const saved: NotificationSettings = {
      events: [
        { event: 'job_posted', email: 'instant', push: false },
        { event: 'message_received', email: 'instant', push: true },
        { event: 'plan_renewal', email: 'instant', push: false },
      ],
      services: [
        { _id: plumbing, name: 'Plumbing', alerts: true },
        { _id: roofing, name: 'Roofing', alerts: false },
      ],
    };
    const sent = open(
      tradieSettings,
      http.put(settingsPath, () => ok(saved, m.saved)),
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: `${m.eventLabels.job_posted}: Email` }),
      'instant',
    );
    await user.click(screen.getByRole('switch', { name: `${m.eventLabels.job_posted}: Push` }));
    await user.click(screen.getByRole('checkbox', { name: 'Roofing' }));
    await user.click(screen.getByRole('button', { name: m.save }));

    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(await sent.request(`PUT ${settingsPath}`).json()).toEqual({
      events: saved.events,
      alertServiceIds: [plumbing],
    });
  });

  it("shows the server's refusal and keeps the choices on screen", async () => {
    const user = userEvent.setup();
    open(
      tradieSettings,
      http.put(settingsPath, () => fail(400, 'VALIDATION', m.serviceNotOffered)),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Plumbing' }));
    await user.click(screen.getByRole('button', { name: m.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.serviceNotOffered);
    expect((screen.getByRole('checkbox', { name: 'Plumbing' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('shows a client no services section and sends no services', async () => {
    const user = userEvent.setup();
    const clientSettings: NotificationSettings = {
      events: [{ event: 'job_contacted', email: 'instant', push: true }],
      services: null,
    };
    const sent = open(
      clientSettings,
      http.put(settingsPath, () => ok(clientSettings, m.saved)),
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: `${m.eventLabels.job_contacted}: Email` }),
      'off',
    );
    expect(screen.queryByRole('heading', { name: m.servicesTitle })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.save }));
    await screen.findByText(m.saved);
    expect(await sent.request(`PUT ${settingsPath}`).json()).toEqual({
      events: [{ event: 'job_contacted', email: 'off', push: true }],
    });
  });

  it("lists the quotes' events: quotes received for a client, answers for a professional", async () => {
    const user = userEvent.setup();
    const clientSettings: NotificationSettings = {
      events: [
        { event: 'job_contacted', email: 'instant', push: true },
        { event: 'quote_received', email: 'instant', push: true },
      ],
      services: null,
    };
    const sent = open(
      clientSettings,
      http.put(settingsPath, () => ok(clientSettings, m.saved)),
    );
    const received = await screen.findByRole('combobox', {
      name: `${m.eventLabels.quote_received}: Email`,
    });
    expect(screen.getByText(m.eventLabels.quote_received)).toBeInTheDocument();
    await user.selectOptions(received, 'off');
    await user.click(screen.getByRole('switch', { name: `${m.eventLabels.quote_received}: Push` }));
    await user.click(screen.getByRole('button', { name: m.save }));
    await screen.findByText(m.saved);
    expect(await sent.request(`PUT ${settingsPath}`).json()).toEqual({
      events: [
        { event: 'job_contacted', email: 'instant', push: true },
        { event: 'quote_received', email: 'off', push: false },
      ],
    });
    cleanup();

    open({
      events: [...tradieSettings.events, { event: 'quote_answered', email: 'instant', push: true }],
      services: tradieSettings.services,
    });
    expect(
      await screen.findByRole('combobox', { name: `${m.eventLabels.quote_answered}: Email` }),
    ).toHaveValue('instant');
    expect(
      screen.getByRole('switch', { name: `${m.eventLabels.quote_answered}: Push` }),
    ).toHaveAttribute('aria-checked', 'true');
  });
});
