import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messages } from '../messages/catalogue.js';
import type { ErrorResponse } from '../../shared/schemas/common.js';
import { DomainError, type DomainErrorKind } from '../errors.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
};

// Texts are read when answering, in the request's language (decision 0035).
const FASTIFY_CODES: Record<string, { status: number; message: () => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: () => messages.errors.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: () => messages.errors.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: () => messages.errors.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: () => messages.errors.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: () => messages.errors.invalidInput },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: () => messages.errors.unsupportedMediaType },
  FST_PARTS_LIMIT: { status: 413, message: () => messages.errors.bodyTooLarge },
  FST_FILES_LIMIT: { status: 413, message: () => messages.errors.bodyTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: () => messages.errors.bodyTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: () => messages.errors.invalidInput },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: () => messages.images.tooLarge },
};

const GENERIC_BY_STATUS: Record<number, () => string> = {
  400: () => messages.errors.invalidInput,
  401: () => messages.auth.notAuthenticated,
  403: () => messages.errors.forbidden,
  404: () => messages.errors.notFound,
  405: () => messages.errors.methodNotAllowed,
  413: () => messages.errors.bodyTooLarge,
  415: () => messages.errors.unsupportedMediaType,
  429: () => messages.errors.tooManyRequests,
};

/** Turns validation issues into `{ "field.path": message }`, the first message per field. */
function fieldsOf(validation: ReadonlyArray<{ instancePath?: string; message?: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[key] ??= issue.message ?? messages.errors.invalidValue;
  }
  return fields;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, body: ErrorResponse) =>
    reply.status(status).type('application/json').send(body);

  if (error instanceof DomainError) {
    // Something the server depends on did not answer (the image bucket): the operator needs to know.
    if (error.kind === 'unavailable')
      request.log.error({ err: error.cause ?? error }, 'dependency unavailable');
    return send(STATUS_OF[error.kind], {
      error: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsOf(error.validation);
    const first = Object.values(fields)[0] ?? messages.errors.invalidInput;
    // A malformed id in the path names nothing that exists.
    if (error.validationContext === 'params') return send(404, { error: first });
    return send(400, { error: first, fields });
  }
  if (error instanceof z.ZodError) {
    const fields = fieldsOf(
      error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message })),
    );
    return send(400, { error: Object.values(fields)[0] ?? messages.errors.invalidInput, fields });
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return send(known.status, { error: known.message() });

  // The multipart parser reports a broken body (no boundary, cut short) without a status of its own.
  if (
    !error.statusCode &&
    /^(Multipart:|Unexpected end of (form|multipart data)|Malformed part header)/.test(error.message)
  ) {
    return send(400, { error: messages.errors.invalidInput });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(status, { error: GENERIC_BY_STATUS[status]?.() ?? messages.errors.invalidInput });
  }
  // Details of server errors stay in the log, tied to the request id.
  request.log.error({ err: error }, 'request failed');
  return send(500, { error: messages.errors.internal });
}
