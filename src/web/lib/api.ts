import { activeLocale } from '../../shared/i18n/active-locale';
import { PAGE_LANGUAGE_HEADER } from '../../shared/i18n/language-cookie';
import {
  pathOf,
  searchOf,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '../../shared/contract/endpoint';
import type { Route } from '../../shared/contract/routes';
import { errorMessages } from '../../shared/messages/common';
import type { ErrorResponse } from '../../shared/schemas/common';

/** An API answer that was not 2xx, with the server's Spanish message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where requests go: the browser's fetch, or the server render's in-process one. */
export type Fetch = typeof fetch;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  fetch?: Fetch;
}

/** The only caller of fetch(): same-origin cookies, JSON in and out, errors as ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', json, form, signal, fetch: send = fetch }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await send(path, {
      method,
      credentials: 'same-origin',
      // The page's language, not the browser's: the server answers errors in it.
      headers: {
        accept: 'application/json',
        [PAGE_LANGUAGE_HEADER]: activeLocale(),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? form : JSON.stringify(json),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, errorMessages.network);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorResponse | null;
    throw new ApiError(response.status, body?.error ?? errorMessages.generic, body?.fields);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A multipart body as the server reads it: text fields as text (objects as JSON, nothing for an empty
 * value), then each file attached.
 */
export function toFormData(body: Record<string, unknown>, files: Record<string, Blob | null | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) form.set(name, '');
    else form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.set(name, file);
  return form;
}

interface CallOptions {
  signal?: AbortSignal;
  fetch?: Fetch;
}

type CallArgs<E extends Endpoint> =
  object extends RequestOf<E>
    ? [request?: RequestOf<E>, options?: CallOptions]
    : [request: RequestOf<E>, options?: CallOptions];

/**
 * Calls one endpoint of the shared contract through its route (`routes.mates.list`): the path, method
 * and body encoding come from it, and so do the types of what is sent and what comes back.
 */
export function call<E extends Endpoint>(endpoint: Route<E>, ...[request, options]: CallArgs<E>) {
  const { params, query, body, files } = (request ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    files?: Record<string, Blob | null | undefined>;
  };
  const path = pathOf(endpoint.path, params) + searchOf(query);
  return api<ResponseOf<E>>(path, {
    method: endpoint.method,
    signal: options?.signal,
    fetch: options?.fetch,
    ...(endpoint.files
      ? { form: toFormData((body ?? {}) as Record<string, unknown>, files ?? {}) }
      : body !== undefined
        ? { json: body }
        : {}),
  });
}

/** The server's Spanish message for a refused request (4xx); the caller's own wording for anything else. */
export function errorMessage(error: unknown, fallback: string = errorMessages.generic): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
