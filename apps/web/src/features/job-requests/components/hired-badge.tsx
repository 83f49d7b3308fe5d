/** Marks a job the client hired this tradie for; shaped like the JobStatusBadge it sits beside. */
export function HiredBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white ring-1 ring-emerald-700 ring-inset">
      Hired you
    </span>
  );
}
