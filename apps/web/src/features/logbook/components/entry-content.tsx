import type { ReactNode } from 'react';
import { formatLogbookHours, type LogbookLevel } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { Lightbox } from '@/components/ui/lightbox';
import { formatDay } from '../utils/logbook-dates';

/** What an entry says at one revision, as the API gives it. */
export interface EntryContentValues {
  workDate: string;
  minutes: number;
  site: string;
  job: { _id: string; title: string } | null;
  tasks: string;
  units: { _id: string; code: string; title: string }[];
  level: LogbookLevel;
  photos: string[];
}

function Fact({
  label,
  isWide = false,
  children,
}: {
  label: string;
  /** Across the whole width, for long content. */
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={isWide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** An entry's content: the day and hours, where, what was done, the units, the level, photos. */
export function EntryContent({ content }: { content: EntryContentValues }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
      <Fact label="Date">{formatDay(content.workDate)}</Fact>
      <Fact label="Hours">{formatLogbookHours(content.minutes)}</Fact>
      {content.job && <Fact label="TradeMate job">{content.job.title}</Fact>}
      {content.site && <Fact label="Site">{content.site}</Fact>}
      <Fact label="Help needed">{messages.logbook.levels[content.level]}</Fact>
      <Fact label="What was done" isWide>
        <span className="whitespace-pre-line">{content.tasks}</span>
      </Fact>
      {content.units.length > 0 && (
        <Fact label="Units of competency" isWide>
          <ul className="space-y-1">
            {content.units.map((unit) => (
              <li key={unit._id}>
                <span className="font-semibold">{unit.code}</span> {unit.title}
              </li>
            ))}
          </ul>
        </Fact>
      )}
      {content.photos.length > 0 && (
        <Fact label="Photos" isWide>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {content.photos.map((photo, index) => (
              <li key={photo}>
                <Lightbox
                  title={`Photo ${index + 1} of the day's work`}
                  closeLabel="Close the photo"
                  trigger={
                    <button
                      type="button"
                      aria-label={`Open photo ${index + 1}`}
                      className="block w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                    >
                      <img
                        src={photo}
                        alt=""
                        loading="lazy"
                        className="aspect-square w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
                      />
                    </button>
                  }
                >
                  <img
                    src={photo}
                    alt={`Photo ${index + 1} of the day's work`}
                    className="max-h-[80vh] max-w-full rounded-xl object-contain"
                  />
                </Lightbox>
              </li>
            ))}
          </ul>
        </Fact>
      )}
    </dl>
  );
}
