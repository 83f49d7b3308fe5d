import type { ComponentProps } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';

type CountedTextareaProps<Values extends FieldValues, Context, Output> = Omit<
  ComponentProps<typeof Textarea>,
  'characterCount' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'
> & {
  /** The form's `control`: the field is registered with it and its length watched. */
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  /** The schema's maximum, shown as "used / limit" under the field. */
  limit: number;
};

/**
 * A text field of a react-hook-form form that counts its characters against the schema's limit as
 * the person types; a longer text is kept, and the schema's message says what to trim.
 */
export function CountedTextarea<Values extends FieldValues, Context, Output>({
  control,
  name,
  limit,
  ...props
}: CountedTextareaProps<Values, Context, Output>) {
  const value: unknown = useWatch({ control, name });
  const used = typeof value === 'string' ? value.length : 0;
  return <Textarea {...props} characterCount={{ used, limit }} {...control.register(name)} />;
}
