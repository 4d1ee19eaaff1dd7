import type { BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { eventHandler } from './event-handler';
import { formErrorsOf } from './form-errors';

interface SubmitOptions {
  /** The form's message when the request fails for no reason the server words (5xx, offline). */
  fallback: string;
  /** Where a message for the whole form goes instead of `formError` (a toast, for instance). */
  onFailure?(message: string): void;
  /** Told when fields are invalid, whether the check found it here or the server did. */
  onInvalid?(): void;
}

export type CheckedForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** A submit handler: checks the form, runs `action` with its output, places a failure's messages. */
  submit(
    action: (values: Output) => Promise<unknown>,
    options: SubmitOptions,
  ): (event?: BaseSyntheticEvent) => void;
  /** Runs `action` without validating the form (a button that needs only some fields); places a failure's messages. */
  run(action: () => Promise<unknown>, options: SubmitOptions): Promise<void>;
  /** The message to show under a field, found also inside an object-valued field (a place). */
  fieldError(name: FieldPath<Input>): string | undefined;
  /** The message for the whole form, for `FormError`; cleared by the next submit. */
  formError: string | undefined;
};

export type CheckedFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'defaultValues'
> & { defaultValues: DefaultValues<Input> };

/**
 * react-hook-form checked by `resolver`. A failed submit puts each of the server's `fields` messages on
 * its input (focusing the first) and anything else on the form. Forms check with a shared zod schema
 * through `useSchemaForm`; a public page's first form may check with a plain function instead, so the
 * page does not load the validation library before anyone types.
 */
export function useCheckedForm<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  options: CheckedFormOptions<Input, Output>,
): CheckedForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ ...options, resolver });
  const { errors } = form.formState;
  const names = Object.keys(options.defaultValues) as Array<FieldPath<Input>>;

  const place = (error: unknown, { fallback, onFailure, onInvalid }: SubmitOptions) => {
    const found = formErrorsOf(error, names, fallback);
    found.fields.forEach(([name, message], index) =>
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    if (found.fields.length > 0) onInvalid?.();
    if (found.form === null) return;
    if (onFailure) onFailure(found.form);
    else form.setError('root.server', { type: 'server', message: found.form });
  };
  const run: CheckedForm<Input, Output>['run'] = async (action, options) => {
    form.clearErrors('root.server');
    try {
      await action();
    } catch (error) {
      place(error, options);
    }
  };
  // What fails outside `run` (the resolver, say) is placed like a failed request, not dropped.
  const submit: CheckedForm<Input, Output>['submit'] = (action, options) =>
    eventHandler(
      form.handleSubmit(
        (values) => run(() => action(values), options),
        () => options.onInvalid?.(),
      ),
      (error) => place(error, options),
    );

  return {
    ...form,
    submit,
    run,
    fieldError: (name) => messageIn(get(errors, name)),
    formError: errors.root?.server?.message,
  };
}

/** A field error's message, or the first one inside it when the field holds an object. */
function messageIn(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    // A field error's ref is the DOM element, not a nested error.
    if (key === 'ref') continue;
    const nested = messageIn(value);
    if (nested) return nested;
  }
  return undefined;
}
