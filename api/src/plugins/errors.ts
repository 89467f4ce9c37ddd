import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS } from '../limits';
import { inLanguage, translateText, type Language } from '../lib/language';
import { messages } from '../texts';

/** Per-field messages for a route's schema: field → JSON-schema keyword (or `default`) → message. */
export type FieldMessages = Record<string, Partial<Record<string, string>>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Human messages for this route's validation errors (see features/<x>/schemas.ts). */
    validationMessages?: FieldMessages;
  }
}

export interface ErrorBody {
  detail: string;
  errors?: Record<string, string>;
}

type ErrorKey = keyof typeof messages.errors;

/** 4xx errors raised by Fastify itself, by code; their own messages are written for developers. */
const FRAMEWORK_MESSAGES: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_NOT_FOUND: 'notFound',
};

const STATUS_MESSAGES: Record<number, ErrorKey> = {
  400: 'badRequest',
  401: 'notAuthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** A fixed error text, in the current language (they are all strings; the keys above name only those). */
function errorText(key: ErrorKey): string {
  const text = messages.errors[key];
  return typeof text === 'string' ? text : messages.errors.badRequest;
}

/** An error's texts in the request's language: those taken at start-up (a route's field messages) are English. */
function inRequestLanguage(body: ErrorBody, language: Language): ErrorBody {
  const translated: ErrorBody = { detail: translateText(body.detail, language) };
  if (body.errors) {
    translated.errors = Object.fromEntries(Object.entries(body.errors).map(([field, text]) => [field, translateText(text, language)]));
  }
  return translated;
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params;
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  return path.join('.');
}

/** Turn Ajv errors into `{field: message}` using the route's catalogue. */
export function validationErrorBody(
  validation: FastifySchemaValidationError[],
  context: string | undefined,
  fieldMessages: FieldMessages = {},
): ErrorBody {
  const errors: Record<string, string> = {};
  for (const error of validation) {
    const field = fieldOf(error);
    if (!field) {
      // The whole body/querystring has the wrong shape (e.g. not an object).
      return { detail: context === 'body' ? messages.errors.invalidBody : messages.errors.invalidInput };
    }
    if (field in errors) continue;
    const catalogue = fieldMessages[field];
    errors[field] = catalogue?.[error.keyword] ?? catalogue?.default ?? messages.errors.invalidInput;
  }
  const first = Object.values(errors)[0];
  return { detail: first ?? messages.errors.invalidInput, errors };
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ detail: inLanguage(request.language, () => messages.errors.notFound) } satisfies ErrorBody);
}

/**
 * Every error leaves as `{"detail": "..."}`: validation errors with a field map, framework
 * 4xx errors with a catalogue message, anything else as a logged 500 without internals.
 */
export const errorsPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => inLanguage(request.language, () => handleError(error, request, reply)));
    done();
  },
  { name: 'booknook-errors' },
);

/** One error as `{detail, errors?}`, in the language of the request (see errorsPlugin). */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    const body: ErrorBody = { detail: error.detail };
    if (error.errors) body.errors = error.errors;
    return reply.code(error.statusCode).send(inRequestLanguage(body, request.language));
  }
  if (error.validation) {
    const body = validationErrorBody(error.validation, error.validationContext, request.routeOptions.config.validationMessages);
    return reply.code(400).send(inRequestLanguage(body, request.language));
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or failover: expected now and then, and over in seconds. Not a bug, so no stack.
    request.log.warn({ code: (error as { code?: string }).code, message: error.message }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ detail: messages.errors.databaseUnavailable } satisfies ErrorBody);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = (error.code ? FRAMEWORK_MESSAGES[error.code] : undefined) ?? STATUS_MESSAGES[status] ?? 'badRequest';
    return reply.code(status).send({ detail: errorText(key) } satisfies ErrorBody);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ detail: messages.errors.internal } satisfies ErrorBody);
}

/** What Node's HTTP parser refuses before a request exists (Fastify's clientErrorHandler), by error code. */
const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: messages.errors.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, detail: messages.errors.headersTooLarge },
};

/**
 * Answers what never becomes a request (a body that trickles in past the request timeout, headers
 * too large, a malformed request line) as `{"detail"}` like every other error, then closes the socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, detail: messages.errors.badRequest };
  const body = JSON.stringify({ detail } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
