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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/** The only caller of fetch(): same-origin cookies, JSON in and out, errors as ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', json, form, signal }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        json === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
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

/** The server's Spanish message for a refused request (4xx); the caller's own wording for anything else. */
export function errorMessage(error: unknown, fallback: string = errorMessages.generic): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
