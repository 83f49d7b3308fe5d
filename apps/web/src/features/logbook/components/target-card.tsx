import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatLogbookHours } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import type { LogbookSettings, LogbookTotals } from '@trademate/shared/schemas/logbook';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveLogbookSettingsMutation } from '../api/logbook-settings';
import { LogbookLoadFailed, LogbookLoading } from './logbook-page-shell';

const m = messages.logbook;

interface SettingsFormValues {
  /** Whole hours as typed; empty for no target. */
  targetHours: string;
  showVerifiedHours: boolean;
}

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('../utils/settings-form-schema').then((schemas) => schemas.settingsFormSchema),
);

/** How far the verified hours have come towards the target, as a bar and in words. */
function TargetProgress({ totals }: { totals: LogbookTotals }) {
  const target = totals.targetHours;
  if (!target) {
    return (
      <p className="text-sm text-slate-600">
        Set the hours your training asks for, and see how far your verified hours have come.
      </p>
    );
  }
  const verifiedHours = totals.verifiedMinutes / 60;
  const percent = Math.min(100, Math.floor((verifiedHours / target) * 100));
  const text = `${formatLogbookHours(totals.verifiedMinutes)} verified of ${target.toLocaleString('en-AU')} h`;
  return (
    <div>
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{text}</span>
        <span className="text-slate-600 tabular-nums">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-label="Verified hours towards your target"
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(verifiedHours, target)}
        aria-valuetext={text}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200 ring-inset"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      {totals.pendingMinutes > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          Another {formatLogbookHours(totals.pendingMinutes)} wait for your supervisors.
        </p>
      )}
    </div>
  );
}

/** The target and whether the profile shows the verified hours, saved together. */
function SettingsForm({ settings }: { settings: LogbookSettings }) {
  const [saveSettings] = useSaveLogbookSettingsMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormValues, unknown, LogbookSettings>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      targetHours: settings.targetHours === null ? '' : String(settings.targetHours),
      showVerifiedHours: settings.showVerifiedHours,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await saveSettings(values).unwrap();
      setNotice({ tone: 'success', text: m.settingsSaved });
    } catch (error) {
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, ['targetHours'] as const, (field, text) =>
        setError(field, { type: 'server', message: text }, { shouldFocus: true }),
      );
      if (placed === 0) setNotice({ tone: 'error', text: apiError.message });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-5">
      <Input
        label="Target hours (optional)"
        inputMode="numeric"
        autoComplete="off"
        className="max-w-48"
        error={errors.targetHours?.message}
        {...register('targetHours')}
      />
      <Controller
        control={control}
        name="showVerifiedHours"
        render={({ field }) => (
          <Switch
            label="Show my verified hours on my profile"
            description="Professionals looking at your profile see your verified hours per trade."
            isChecked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}

/** The apprentice's target with their progress towards it, and the logbook's settings. */
export function TargetCard({
  totals,
  settings,
  settingsError,
  onRetrySettings,
}: {
  totals: LogbookTotals | undefined;
  settings: LogbookSettings | undefined;
  settingsError: unknown;
  onRetrySettings: () => void;
}) {
  return (
    <Card title="Your target">
      <div className="space-y-6">
        {totals ? (
          <TargetProgress totals={totals} />
        ) : (
          <LogbookLoading label="Loading your hours" />
        )}
        {settings ? (
          <SettingsForm settings={settings} />
        ) : settingsError ? (
          <LogbookLoadFailed error={settingsError} onRetry={onRetrySettings} />
        ) : (
          <LogbookLoading label="Loading your settings" />
        )}
      </div>
    </Card>
  );
}
