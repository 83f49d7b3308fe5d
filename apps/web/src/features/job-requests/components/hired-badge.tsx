/** Marks a job the client hired this tradie for; shaped like the JobStatusBadge it sits beside. */
export function HiredBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-emerald-600 px-2.5 py-0.5 text-xs font-semibold text-white ring-1 ring-emerald-600 ring-inset">
      Hired you
    </span>
  );
}
