import type { LogbookLevel } from '@trademate/shared/constants/logbook';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import {
  logbookEntryInputSchema,
  type LogbookEntryValues,
} from '@trademate/shared/schemas/logbook';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';
import type { DemoStory } from './demo-story';
import { DAY_MS, daysAgo } from './story-clock';

/** One weekday of Ruby's, oldest first: what she did, for how long, how much help she needed. */
interface DemoDay {
  minutes: number;
  site: string;
  tasks: string;
  units: string[];
  level: LogbookLevel;
  /** On Mick's split system job for Olivia (the last days: he was hired for it five days ago). */
  onJob?: boolean;
}

/** Two weeks of a second-year electrical apprentice's days with her supervisor. */
const rubysFortnight: DemoDay[] = [
  {
    minutes: 480,
    site: 'Paddington, QLD',
    tasks:
      'Chased walls and ran new circuits for a kitchen renovation; fitted back boxes for eight power points.',
    units: ['UEEEL0012', 'UEECD0020'],
    level: 'supervised',
  },
  {
    minutes: 510,
    site: 'Paddington, QLD',
    tasks:
      'Terminated the kitchen power points and the cooktop circuit; labelled the circuits at the board.',
    units: ['UEEEL0023', 'UEEEL0012'],
    level: 'supervised',
  },
  {
    minutes: 450,
    site: 'Ashgrove, QLD',
    tasks:
      'Fault finding on a tripping safety switch: insulation resistance tests on each circuit with Mick.',
    units: ['UEEEL0014'],
    level: 'assisted',
  },
  {
    minutes: 480,
    site: 'Ashgrove, QLD',
    tasks:
      'Replaced the faulty oven circuit cable and tested it; read the drawings for the next job.',
    units: ['UEEEL0014', 'UEECD0051'],
    level: 'supervised',
  },
  {
    minutes: 420,
    site: 'Brisbane workshop',
    tasks:
      'Toolbox talk on working near live switchboards, then sorted the van stock and recycled offcuts.',
    units: ['UEECD0007', 'UEERE0001'],
    level: 'independent',
  },
  {
    minutes: 480,
    site: 'Red Hill, QLD',
    tasks: 'Installed LED downlights through a lounge and hallway and fitted the dimmer switches.',
    units: ['UEEEL0012'],
    level: 'independent',
  },
  {
    minutes: 390,
    site: 'Kelvin Grove, QLD',
    tasks: 'Replaced a storm-damaged power point and tested the circuit before handing it back.',
    units: ['UEEEL0014', 'UEEEL0023'],
    level: 'independent',
  },
  {
    minutes: 450,
    site: 'Kelvin Grove, QLD',
    tasks: 'Roughed in the cabling for a home office: four double power points and a data point.',
    units: ['UEEEL0012', 'UEECD0051'],
    level: 'supervised',
  },
  {
    minutes: 510,
    site: 'Red Hill, QLD',
    tasks: 'Mounted the bracket and ran the interconnect cable for the bedroom split system.',
    units: ['UEECD0020', 'UEEEL0012'],
    level: 'supervised',
    onJob: true,
  },
  {
    minutes: 480,
    site: 'Red Hill, QLD',
    tasks:
      'Fitted the outdoor isolator for the split system and terminated the supply at the board.',
    units: ['UEEEL0023'],
    level: 'supervised',
    onJob: true,
  },
];

/** The weekdays (YYYY-MM-DD) before today in Australia, `count` of them, oldest first. */
function weekdaysBeforeToday(count: number): string[] {
  const days: string[] = [];
  let moment = Date.parse(todayInAustralia());
  while (days.length < count) {
    moment -= DAY_MS;
    const weekday = new Date(moment).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(new Date(moment).toISOString().slice(0, 10));
  }
  return days;
}

/** Six in the evening in Brisbane (UTC+10) of `day`, when Ruby writes her logbook up. */
function eveningOf(day: string): Date {
  return new Date(`${day}T08:00:00.000Z`);
}

/**
 * Ruby's logbook (decision 072), so a newcomer signed in as Ruby reads entries in every state and
 * as Mick finds entries to verify. Ruby asked Mick to supervise her three weeks ago and he
 * accepted the next day; she sent the first of the past two weeks in one go on its last evening,
 * and the second week day by day. Today Mick went through the first week: he verified four days
 * and returned one; the second week waits for him, and the reminders pass tells him so. The
 * decisions are today's, not back in the story: a decided revision is never changed, so the
 * story's clock could not move it.
 */
export async function seedLogbook({ app, happenedAt, accountOf, serviceId }: DemoStory) {
  const ruby = accountOf('Ruby');
  const mick = accountOf('Mick');
  const olivia = accountOf('Olivia');
  const [splitSystem] = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.clientId, olivia.id),
        eq(jobs.hiredTradieId, mick.id),
        eq(jobs.status, 'in_progress'),
      ),
    );
  if (!splitSystem) throw new Error('The demo logbook needs the job Mick was hired for by Olivia');
  const { items: units } = await app.logbook.listUnits(ruby.id, serviceId('electrician'));
  const unitId = (code: string) => {
    const unit = units.find((candidate) => candidate.code === code);
    if (!unit) throw new Error(`The demo logbook names an unknown unit: ${code}`);
    return unit._id;
  };

  const link = await happenedAt(daysAgo(21), () =>
    app.logbook.requestSupervision(ruby, { supervisorId: mick.id }),
  );
  await happenedAt(daysAgo(20, 90), () => app.logbook.acceptSupervision(mick, link._id));

  const workDays = weekdaysBeforeToday(rubysFortnight.length);
  const entryOf = (day: DemoDay, workDate: string): LogbookEntryValues =>
    logbookEntryInputSchema.parse({
      supervisionId: link._id,
      workDate,
      minutes: day.minutes,
      site: day.site,
      jobId: day.onJob ? splitSystem.id : null,
      tasks: day.tasks,
      unitIds: day.units.map(unitId),
      level: day.level,
    });
  const firstWeek = workDays.slice(0, 5);
  const sentTogether = await happenedAt(eveningOf(firstWeek.at(-1)!), () =>
    app.logbook.createEntries(
      ruby,
      firstWeek.map((workDate, index) => entryOf(rubysFortnight[index]!, workDate)),
    ),
  );
  for (const [index, workDate] of workDays.slice(5).entries()) {
    await happenedAt(eveningOf(workDate), () =>
      app.logbook.createEntries(ruby, [entryOf(rubysFortnight[5 + index]!, workDate)]),
    );
  }

  // Today: the first week reviewed, the day Ruby left early for TAFE returned.
  const [returned, ...verified] = [sentTogether[2]!, ...sentTogether.filter((_, i) => i !== 2)];
  await app.logbook.verifyEntries(
    mick,
    verified.map((entry) => entry._id),
  );
  await app.logbook.returnEntry(
    mick,
    returned._id,
    'You left at one for TAFE that day: put 4 hours, and add the RCD testing you did.',
  );
  await app.logbook.sweepReminders(new Date());
}
