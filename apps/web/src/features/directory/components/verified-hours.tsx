import { formatLogbookHours } from '@trademate/shared/constants/logbook';
import type { VerifiedHours } from '@trademate/shared/schemas/logbook';
import { ProfileCard } from './profile-layout';

/**
 * An apprentice's training hours per trade, each verified by the professional who supervised the
 * day in their TradeMate logbook (decision 072): shown only when the apprentice chose to.
 */
export function VerifiedHoursCard({
  firstName,
  verifiedHours,
}: {
  firstName: string;
  verifiedHours: VerifiedHours;
}) {
  const most = Math.max(...verifiedHours.map((trade) => trade.hours));
  return (
    <ProfileCard
      title="Verified training hours"
      description={`Hours of on-the-job training ${firstName}'s supervising professionals verified in their TradeMate logbook.`}
    >
      {verifiedHours.length === 0 ? (
        <p className="text-sm text-slate-500">{firstName} has no verified hours yet.</p>
      ) : (
        <ul aria-label="Verified hours per trade" className="space-y-3">
          {verifiedHours.map(({ service, hours }) => (
            <li key={service._id}>
              <p className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{service.name}</span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatLogbookHours(Math.round(hours * 60))}
                </span>
              </p>
              <div className="mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-brand-600"
                  style={{ width: `${Math.max(2, (hours / most) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
