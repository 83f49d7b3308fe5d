import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's resolver that loads what it checks with, and can be told to start loading early. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading (when the person turns to the form) so the first check need not wait. */
  preload(): void;
};

/**
 * `zodResolver(schema)` for a form on a page people land on, loaded when the form is first
 * validated, or earlier through `preload`: zod, the schema and the resolver (about 30 KB gzip) are
 * then not compiled while the app takes the page over (decisions 048 and 097). The messages are
 * the schema's, as with `zodResolver`.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>>;
/**
 * `zodResolver(schema, undefined, { raw: true })`, loaded as above: the schema checks the values,
 * and the form submits them as typed rather than as the schema transforms them.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
  resolverOptions: { raw: true },
): LazyResolver<z.input<Schema>, z.input<Schema>>;
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
  resolverOptions?: { raw: true },
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        resolverOptions
          ? (zodResolver(schema, undefined, resolverOptions) as unknown as Loaded)
          : zodResolver(schema),
      (error: unknown) => {
        // A chunk that failed to load (offline) is asked for again at the next validation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Loaded = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload() {
      // A failed early load is retried at the first check, which reports it.
      load().catch(() => {});
    },
  });
}
