/** Marks a job the client hired this tradie for. */
export function HiredBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-600 px-2.5 py-0.5 text-xs font-semibold text-white ring-1 ring-emerald-600">
      Hired you
    </span>
  );
}
