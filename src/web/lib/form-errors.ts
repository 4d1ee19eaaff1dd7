import { ApiError, errorMessage } from './api';

/** Where a failed submit's messages go: onto the form's own fields, or once for the whole form. */
export interface FormErrors<Name extends string> {
  /** Each message on the field it names, in the form's field order. */
  fields: Array<[Name, string]>;
  /** What no field explains; null when every message found its field. */
  form: string | null;
}

/**
 * Sorts a failed request's messages. The server's `fields` name paths ("location.label"); each goes on
 * the form's field that holds that path ("location"). Anything else, or a request that failed without
 * field messages, becomes one message for the form: the server's own for a refused request (4xx),
 * `fallback` otherwise.
 */
export function formErrorsOf<Name extends string>(
  error: unknown,
  names: readonly Name[],
  fallback: string,
): FormErrors<Name> {
  const placed = new Map<Name, string>();
  let unplaced: string | null = null;
  if (error instanceof ApiError) {
    for (const [path, message] of Object.entries(error.fields)) {
      const name = fieldHolding(path, names);
      if (!name) unplaced ??= message;
      else if (!placed.has(name)) placed.set(name, message);
    }
  }
  const fields = names.flatMap((name): Array<[Name, string]> => {
    const message = placed.get(name);
    return message === undefined ? [] : [[name, message]];
  });
  return {
    fields,
    form: unplaced ?? (fields.length > 0 ? null : errorMessage(error, fallback)),
  };
}

/** The longest of `names` that is `path` or one of its parents ("location" for "location.label"). */
function fieldHolding<Name extends string>(path: string, names: readonly Name[]): Name | undefined {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length--) {
    const candidate = segments.slice(0, length).join('.');
    const name = names.find((known) => known === candidate);
    if (name) return name;
  }
  return undefined;
}
