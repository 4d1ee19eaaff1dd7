import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A shared zod schema's check (as `useSchemaForm` makes it) that loads the schema and the validation
 * library on first use, for `useCheckedForm`: a public page's form (the FAQ's contact form) then loads
 * neither before someone types in it.
 */
export function lazySchemaResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (...args) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) =>
      zodResolver(schema),
    );
    return (await ready)(...args);
  };
}
