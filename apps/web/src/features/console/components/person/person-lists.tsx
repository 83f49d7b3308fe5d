import type { ReactNode } from 'react';

/** Label and value pairs, two columns on wide screens. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A named list of a person's things, or a sentence when there are none. */
export function Rows<T>({
  label,
  items,
  empty,
  render,
}: {
  label: string;
  items: T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 text-sm">
      {items.map((item, index) => (
        <li key={index} className="py-2.5">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
