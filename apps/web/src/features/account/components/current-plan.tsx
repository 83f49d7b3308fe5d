import type { SessionUser } from '@/features/session/slice';
import { subscriptionStatusLabels } from '../utils/account-labels';

function PlanFact({ plan, status }: { plan: string; status?: string }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-slate-500">Plan</dt>
        <dd className="mt-0.5 text-xl font-semibold text-slate-900">{plan}</dd>
      </div>
      {status && (
        <div>
          <dt className="text-sm text-slate-500">Status</dt>
          <dd className="mt-0.5 text-xl font-semibold text-slate-900">{status}</dd>
        </div>
      )}
    </dl>
  );
}

/** The signed-in user's plan as the server knows it: nothing is promised that is not held. */
export function CurrentPlan({ user }: { user: SessionUser }) {
  switch (user.userType) {
    case 'tradie':
      return (
        <PlanFact plan="Professional" status={subscriptionStatusLabels[user.subscriptionStatus]} />
      );
    case 'freeTradie':
      return <PlanFact plan="Free" />;
    case 'client':
    case 'apprentice':
      return (
        <p className="text-slate-700">
          You do not need a plan: TradeMate is free for clients and apprentices.
        </p>
      );
  }
}
