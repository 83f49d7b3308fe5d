import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `zodResolver(schema)` for a form on a page people land on, loaded when the form is first
 * validated: zod, the schema and the resolver (about 30 KB gzip) are then not compiled while the
 * app takes the page over (decision 048). The messages are the schema's, as with `zodResolver`.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let loading: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (error: unknown) => {
        // A chunk that failed to load (offline) is asked for again at the next validation.
        loading = undefined;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
