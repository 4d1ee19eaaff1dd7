import type * as z from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server resolves the session once, at the edge, and refuses before
 * reading the body: `signedIn` answers 401 without a session, `registered` also 403 for a Visitante.
 * `optional` hands the session (or none) to the service; `public` never looks it up. `admin` answers 404
 * to anyone who is not an operator, as if the endpoint did not exist.
 */
export type Access = 'public' | 'optional' | 'signedIn' | 'registered' | 'admin';

/** A file part of a multipart body: whether the request must carry it. */
export type FilePart = 'required' | 'optional';

/**
 * One endpoint of the public API: its method, path, who may call it and the schemas of what goes in and
 * comes out. The server registers its route from this; the web's client infers its types from it; the
 * OpenAPI page documents it. Change it by adding, never by breaking (the mobile apps depend on it).
 */
export interface Endpoint {
  readonly method: Method;
  /** Fastify's syntax: `/api/mates/:id`. */
  readonly path: string;
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** For a multipart endpoint, the text fields: objects travel as JSON text, numbers as text. */
  readonly body?: z.ZodType;
  /** Present when the body is multipart/form-data: its file parts. */
  readonly files?: Readonly<Record<string, FilePart>>;
  /**
   * The success answer is a stream of this type that the handler writes itself on the raw response
   * (Server-Sent Events), not a JSON body; `response` then describes the stream's text.
   */
  readonly stream?: 'text/event-stream';
  /** The success status and its body (`null` for 204). */
  readonly status: 200 | 201 | 204;
  readonly response: z.ZodType;
  /**
   * Statuses besides the success one that answer in the endpoint's own shape rather than the error
   * shape (the health check's 503 carries the same report); the handler picks one with `reply.status()`.
   */
  readonly alsoAnswers?: readonly number[];
  /** The error statuses it documents, all with the one error shape. */
  readonly errors: readonly number[];
  /** The 401 and 403 messages, where the area has its own. */
  readonly signInMessage?: () => string;
  readonly registerMessage?: () => string;
}

/** Declares an endpoint, keeping its literal types for the server and the client. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a multipart endpoint's caller attaches: a Blob (a File in the browser) per part. */
export type FilesOf<E extends Endpoint> =
  E['files'] extends Readonly<Record<string, FilePart>>
    ? { [K in keyof E['files'] as E['files'][K] extends 'required' ? K : never]: Blob } & {
        [K in keyof E['files'] as E['files'][K] extends 'optional' ? K : never]?: Blob | null;
      }
    : never;

/** What a caller sends: only the parts the endpoint has, each typed by its schema's input. */
export type RequestOf<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: never }) &
  (E['files'] extends Readonly<Record<string, FilePart>> ? { files: FilesOf<E> } : { files?: never });

/** What a successful call answers (JSON, so dates arrive as ISO strings as the schemas say). */
export type ResponseOf<E extends Endpoint> = E['status'] extends 204
  ? undefined
  : E['stream'] extends string
    ? never
    : Output<E['response']>;

/** The path with its `:name` parameters filled in (encoded). */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string of the given values, leaving out empty ones ('' included): `?a=1&b=x`, or ''. */
export function searchOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
