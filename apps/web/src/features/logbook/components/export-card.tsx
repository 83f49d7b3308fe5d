import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { env } from '@/config/env';
import { exportPeriodError } from '../utils/export-period';
import { addDays } from '../utils/logbook-dates';

/** Where a period's export downloads from. */
export function exportUrl(format: 'pdf' | 'csv', from: string, to: string): string {
  const query = new URLSearchParams({ from, to });
  return `${env.apiBaseUrl}/logbook/export.${format}?${query.toString()}`;
}

/**
 * The verified entries of a period, as a PDF for the training organisation or a CSV for a
 * spreadsheet: plain links, so the browser downloads them as files.
 */
export function ExportCard({ today }: { today: string }) {
  const [from, setFrom] = useState(() => addDays(today, -364));
  const [to, setTo] = useState(today);
  const error = exportPeriodError(from, to);
  return (
    <Card
      title="Export"
      description="Your verified entries for a period, for your training organisation."
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Input
          type="date"
          label="From"
          value={from}
          max={today}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <Input
          type="date"
          label="To"
          value={to}
          max={today}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={exportUrl('pdf', from, to)}
            download
            className={buttonClasses({ size: 'sm', className: 'flex-1 sm:flex-none' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download PDF
          </a>
          <a
            href={exportUrl('csv', from, to)}
            download
            className={buttonClasses({
              size: 'sm',
              variant: 'secondary',
              className: 'flex-1 sm:flex-none',
            })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        </div>
      )}
    </Card>
  );
}
