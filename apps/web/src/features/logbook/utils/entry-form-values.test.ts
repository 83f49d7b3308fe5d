import { describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import {
  emptyDay,
  editFormFieldOf,
  hoursText,
  minutesOf,
  nextDay,
  weekFormFieldOf,
  type EntryFormDay,
} from './entry-form-values';
import { weekFormSchema } from './entry-form-schema';

const m = messages.logbook;
const today = '2026-03-06';
const supervisionId = '0f8b6c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e';
const unitId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

function day(overrides: Partial<EntryFormDay> = {}): EntryFormDay {
  return {
    ...emptyDay('2026-03-02'),
    hours: '7.5',
    site: '14 Wattle St, Geelong',
    tasks: 'Ran conduit for the kitchen circuits',
    unitIds: [unitId],
    level: 'supervised',
    ...overrides,
  };
}

function issuesOf(days: EntryFormDay[], supervision = supervisionId) {
  const result = weekFormSchema(today).safeParse({ supervisionId: supervision, days });
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the week form', () => {
  it('reads hours in quarter hours, as a decimal or as a time', () => {
    expect(minutesOf('7.5')).toBe(450);
    expect(minutesOf('8,25')).toBe(495);
    expect(minutesOf('7:45')).toBe(465);
    expect(minutesOf('8')).toBe(480);
    expect(minutesOf('seven')).toBeNaN();
    expect(minutesOf('')).toBeNaN();
    expect(hoursText(495)).toBe('8.25');
  });

  it('sends each day with the one supervisor chosen for the week, the hours as minutes', () => {
    const result = weekFormSchema(today).parse({
      supervisionId,
      days: [day(), day({ workDate: '2026-03-03', hours: '8', unitIds: [], photos: [] })],
    });
    expect(result.entries).toEqual([
      {
        supervisionId,
        workDate: '2026-03-02',
        minutes: 450,
        site: '14 Wattle St, Geelong',
        jobId: null,
        tasks: 'Ran conduit for the kitchen circuits',
        unitIds: [unitId],
        level: 'supervised',
        photos: [],
      },
      expect.objectContaining({ workDate: '2026-03-03', minutes: 480, unitIds: [] }),
    ]);
  });

  it('refuses each field with the words the API uses, on the field', () => {
    expect(
      issuesOf(
        [day({ hours: '7.3', tasks: 'Wiring', level: '' }), day({ workDate: '2026-03-07' })],
        '',
      ),
    ).toEqual([
      ['supervisionId', m.supervisorRequired],
      ['days.0.hours', m.minutesInvalid],
      ['days.0.tasks', m.tasksTooShort],
      ['days.0.level', m.levelRequired],
      ['days.1.workDate', m.workDateFuture],
    ]);
    expect(issuesOf([day({ workDate: '2024-03-05' }), day({ hours: '16.25' })])).toEqual([
      ['days.0.workDate', m.workDateTooOld],
      ['days.1.hours', m.minutesInvalid],
    ]);
    expect(issuesOf([])).toEqual([['days', m.entriesRequired]]);
  });

  it('starts the next day after the last one, on the same job and site at the same level', () => {
    expect(nextDay(day({ workDate: '2026-03-02' }), today)).toEqual({
      ...emptyDay('2026-03-03'),
      site: '14 Wattle St, Geelong',
      level: 'supervised',
    });
    const jobId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(nextDay(day({ jobId }), today).jobId).toBe(jobId);
    expect(nextDay(undefined, today)).toEqual(emptyDay(today));
  });

  it("places the API's field errors on the form's fields", () => {
    expect(weekFormFieldOf('entries.2.minutes')).toBe('days.2.hours');
    expect(weekFormFieldOf('entries.0.photos.1')).toBe('days.0.photos');
    expect(weekFormFieldOf('entries.1.supervisionId')).toBe('supervisionId');
    expect(weekFormFieldOf('entries')).toBe('days');
    expect(editFormFieldOf('minutes')).toBe('days.0.hours');
    expect(editFormFieldOf('unitIds.0')).toBe('days.0.unitIds');
    expect(editFormFieldOf('supervisionId')).toBe('supervisionId');
  });
});
