import {
  alertEventsFor,
  defaultAlertPreference,
  isMailOnly,
  type AlertEvent,
  type EmailMode,
} from '@trademate/shared/constants/notifications';
import { offersServices } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import type {
  NotificationSettings,
  NotificationSettingsInput,
  UnsubscribeResult,
} from '@trademate/shared/schemas/notification-settings';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import type { AlertsRepository, PreferenceRow, RecipientRow } from './alerts.repository';
import type { UnsubscribeTokens } from './alerts.tokens';

const m = messages.notificationSettings;

type AccountKind = RecipientRow['userType'];
export type Channels = { email: EmailMode; push: boolean };

/** A person's channels for an event: what they chose, or the default for their kind of account. */
export function channelsOf(
  recipient: Pick<RecipientRow, 'id' | 'userType'>,
  event: AlertEvent,
  stored: PreferenceRow[],
): Channels {
  const row = stored.find((p) => p.userId === recipient.id && p.event === event);
  return row
    ? { email: row.email, push: row.push }
    : defaultAlertPreference(recipient.userType, event);
}

/**
 * Each person's choices: their channels per event and the services whose new jobs alert them,
 * changed on the settings page or switched off by a signed one-click unsubscribe.
 */
export function createAlertsPreferences({
  db,
  repository,
  tokens,
}: {
  db: Db;
  repository: AlertsRepository;
  tokens: UnsubscribeTokens;
}) {
  async function settingsOf(user: {
    id: string;
    userType: AccountKind;
  }): Promise<NotificationSettings> {
    const [stored, offered] = await Promise.all([
      repository.findPreferences([user.id]),
      offersServices(user.userType) ? repository.findOfferedServices(user.id) : null,
    ]);
    return {
      events: alertEventsFor(user.userType).map((event) => ({
        event,
        ...channelsOf(user, event, stored),
      })),
      services: offered?.map((s) => ({ _id: s.id, name: s.name, alerts: s.alerts })) ?? null,
    };
  }

  return {
    /** The person's channels for every event that concerns them, and their services' alerts. */
    getSettings: settingsOf,

    /** A service merge (decision 037): a muted service stays muted under its new name. */
    moveMutedService: repository.moveMutedService,

    async updateSettings(
      user: { id: string; userType: AccountKind },
      input: NotificationSettingsInput,
    ): Promise<NotificationSettings> {
      const mine = alertEventsFor(user.userType);
      input.events.forEach((preference, index) => {
        if (!mine.includes(preference.event))
          throw new AppError('VALIDATION', m.eventUnknown, [
            { path: `events.${index}.event`, message: m.eventUnknown },
          ]);
      });
      let muted: string[] | null = null;
      if (input.alertServiceIds) {
        const offered = offersServices(user.userType)
          ? await repository.findOfferedServices(user.id)
          : [];
        const offeredIds = new Set(offered.map((s) => s.id));
        const stray = input.alertServiceIds.findIndex((id) => !offeredIds.has(id));
        if (stray >= 0)
          throw new AppError('VALIDATION', m.serviceNotOffered, [
            { path: `alertServiceIds.${stray}`, message: m.serviceNotOffered },
          ]);
        const chosen = new Set(input.alertServiceIds);
        muted = offered.filter((s) => !chosen.has(s.id)).map((s) => s.id);
      }
      await inTransaction(db, async (tx) => {
        await repository.upsertPreferences(
          input.events.map((p) => ({
            userId: user.id,
            event: p.event,
            email: p.email,
            push: p.push,
          })),
          tx,
        );
        if (muted) await repository.replaceMutedServices(user.id, muted, tx);
      });
      return settingsOf(user);
    },

    /** Switches off the mails a signed unsubscribe token names; a 400 when it is not one of ours. */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const named = tokens.verify(token);
      const [recipient] = named ? await repository.findRecipients([named.userId]) : [];
      if (!named || !recipient) throw new AppError('VALIDATION', m.unsubscribeTokenInvalid);
      const stored = await repository.findPreferences([recipient.id]);
      const { push: keepPush } = channelsOf(recipient, named.event, stored);
      await repository.upsertPreferences([
        {
          userId: recipient.id,
          event: named.event,
          email: 'off',
          push: keepPush && !isMailOnly(named.event),
        },
      ]);
      return { event: named.event, message: m.switchedOff[named.event] };
    },

    /** Whether the person wants this (mail-only) event by email; plan notices ask before mailing. */
    async wantsEmail(
      user: { id: string; userType: AccountKind },
      event: AlertEvent,
      tx: DbOrTx = db,
    ) {
      const stored = await repository.findPreferences([user.id], tx);
      return channelsOf(user, event, stored).email !== 'off';
    },
  };
}
