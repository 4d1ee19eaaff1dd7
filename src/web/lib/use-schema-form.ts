import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { useCheckedForm, type CheckedForm, type CheckedFormOptions } from './use-checked-form';

export type SchemaForm<Input extends FieldValues, Output> = CheckedForm<Input, Output>;

/** The one form hook: react-hook-form validated by a shared zod schema (see `useCheckedForm`). */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: CheckedFormOptions<Input, Output>,
): SchemaForm<Input, Output> {
  return useCheckedForm(zodResolver(schema), options);
}
