import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { NotificationKind } from '@trademate/shared/constants/notifications';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { LogbookEntryInput } from '@trademate/shared/schemas/logbook';
import { logbookUnits } from '../src/db/schema/logbook';
import { notifications } from '../src/db/schema/notifications';
import { services } from '../src/db/schema/services';
import { addDays } from '../src/modules/logbook/logbook.entries';
import { apiClient, type Person, type PersonOptions } from './api-client';
import { multipartFile } from './http';
import { insertJob } from './job-fixtures';

/** A day `days` from today in Australia (negative: back), as an entry's `workDate`. */
export const dayFromToday = (days: number) => addDays(todayInAustralia(), days);

/** A small real photo, as a phone would send one. */
export const logbookPhotoBytes = await sharp({
  create: { width: 400, height: 300, channels: 3, background: '#3f7cc4' },
})
  .jpeg()
  .toBuffer();

/** One day's work under `supervisionId`, yesterday, eight hours, supervised. */
export function entryPayload(
  supervisionId: string,
  overrides: Partial<LogbookEntryInput> = {},
): LogbookEntryInput {
  return {
    supervisionId,
    workDate: dayFromToday(-1),
    minutes: 480,
    site: 'Paddington, QLD',
    tasks: 'Ran cables for four new power points in the kitchen and fitted the back boxes.',
    level: 'supervised',
    unitIds: [],
    photos: [],
    ...overrides,
  };
}

/**
 * The scene every logbook test starts from, through the API as people would make it: an
 * apprentice (Ruby), a professional who supervises her (Mick), their link, entries and photos.
 */
export function logbookScene(app: () => FastifyInstance) {
  const client = apiClient(app);
  const { call, signedIn } = client;

  /** A service's id by its slug (the trades the reference units are seeded for). */
  async function serviceId(slug: string): Promise<string> {
    const [row] = await app()
      .db.select({ id: services.id })
      .from(services)
      .where(eq(services.slug, slug));
    if (!row) throw new Error(`No service ${slug}`);
    return row.id;
  }

  const apprentice = (options: PersonOptions = {}) =>
    signedIn('apprentice', { firstName: 'Ruby', ...options });
  const professional = (
    userType: 'tradie' | 'freeTradie' = 'tradie',
    options: PersonOptions = {},
  ) => signedIn(userType, { firstName: 'Mick', ...options });

  /** Expects a request through; its answer's `data`. */
  async function succeed(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: Person,
    payload?: unknown,
  ) {
    const response = await call(method, url, who, payload);
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json().data;
  }

  /** The apprentice asks the professional: the waiting request. */
  const requested = (by: Person, of: Person) =>
    succeed('POST', '/api/logbook/supervisions', by, { supervisorId: of.id });

  /** An apprentice and a professional, linked: the request made and accepted. */
  async function linked(
    options: { supervisorType?: 'tradie' | 'freeTradie'; apprentice?: PersonOptions } = {},
  ) {
    const ruby = await apprentice(options.apprentice);
    const mick = await professional(options.supervisorType);
    const request = await requested(ruby, mick);
    const supervision = await succeed(
      'POST',
      `/api/logbook/supervisions/${request._id}/accept`,
      mick,
    );
    return { apprentice: ruby, supervisor: mick, supervision };
  }

  /** Records entries and expects them through: the entries made. */
  async function recorded(who: Person, entries: LogbookEntryInput[]) {
    return (await succeed('POST', '/api/logbook/entries', who, { entries })).items as Array<{
      _id: string;
      status: string;
      revision: number;
      updatedAt: string;
    }>;
  }

  /** A linked pair and one entry of yesterday waiting for the supervisor. */
  async function waitingEntry(overrides: Partial<LogbookEntryInput> = {}) {
    const scene = await linked();
    const [entry] = await recorded(scene.apprentice, [
      entryPayload(scene.supervision._id, overrides),
    ]);
    return { ...scene, entry: entry! };
  }

  /** A photo the person uploads for their logbook: its path. */
  async function uploadedPhoto(who: Person): Promise<string> {
    const body = multipartFile({
      field: 'logbookPhoto',
      filename: 'switchboard.jpg',
      content: logbookPhotoBytes,
      contentType: 'image/jpeg',
    });
    const response = await app().inject({
      method: 'POST',
      url: '/api/upload/logbookPhoto',
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: who.token },
    });
    if (response.statusCode !== 201) throw new Error(`uploading: ${response.body}`);
    return response.json().data.logbookPhoto;
  }

  /** The seeded units of a trade, by code. */
  async function unitsOf(slug: string): Promise<Map<string, string>> {
    const rows = await app()
      .db.select({ id: logbookUnits.id, code: logbookUnits.code })
      .from(logbookUnits)
      .where(eq(logbookUnits.serviceId, await serviceId(slug)))
      .orderBy(asc(logbookUnits.code));
    return new Map(rows.map((row) => [row.code, row.id]));
  }

  /** A job of a new client the professional was hired for. */
  async function jobHiring(
    professionalId: string,
    title = 'Rewire the old Queenslander',
    hiredAt = new Date(),
  ) {
    const owner = await signedIn('client');
    return insertJob(app(), {
      clientId: owner.id,
      serviceId: await serviceId('electrician'),
      title,
      status: 'in_progress',
      hiredTradieId: professionalId,
      hiredAt,
    });
  }

  /** A person's notifications of the logbook's kinds, oldest first. */
  async function noticesOf(userId: string, kind: Extract<NotificationKind, `logbook_${string}`>) {
    return app()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
  }

  /** Every notification of these people, to show a refusal told no one. */
  async function everyNoticeOf(userIds: string[]) {
    return app().db.select().from(notifications).where(inArray(notifications.userId, userIds));
  }

  return {
    ...client,
    serviceId,
    apprentice,
    professional,
    succeed,
    requested,
    linked,
    recorded,
    waitingEntry,
    uploadedPhoto,
    unitsOf,
    jobHiring,
    noticesOf,
    everyNoticeOf,
  };
}
