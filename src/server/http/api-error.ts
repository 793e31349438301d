/**
 * Errors as the API sends them: a status code and an ApiErrorBody (code + description per language).
 * Handlers throw ApiError; the app's error handler turns it into the response, so no handler builds
 * error JSON by hand.
 */
import type { ApiErrorBody } from '../../contract/index.ts';
import type { LocalizedMessage } from './error-messages.ts';

/** HTTP status codes the server sends with an error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503;

/** A failure with its HTTP status and the body the client shows. */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly body: ApiErrorBody;
  /** Extra response headers, e.g. Allow on 405. */
  readonly headers: Record<string, string>;

  constructor(
    status: ErrorStatus,
    code: string,
    description: LocalizedMessage,
    headers: Record<string, string> = {},
  ) {
    super(description.eng);
    this.name = 'ApiError';
    this.status = status;
    this.body = { code, description };
    this.headers = headers;
  }
}

/** The JSON response for an error body. */
export function errorResponse(
  status: number,
  body: ApiErrorBody,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The JSON response for a thrown ApiError. */
export function apiErrorResponse(error: ApiError): Response {
  return errorResponse(error.status, error.body, error.headers);
}
