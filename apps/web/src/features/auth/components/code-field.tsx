import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** The 6-digit code from the email: numeric keypad on phones, filled in from the mail app. */
export function CodeField(props: Omit<ComponentProps<typeof Input>, 'label'>) {
  return (
    <Input
      label="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      className="max-w-xs"
      {...props}
    />
  );
}
