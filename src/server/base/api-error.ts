/**
 * Errors as the API sends them: a status code and an ApiErrorBody (code + description per language,
 * and the values the description carries as details).
 * Handlers throw ApiError; the app's error handler turns it into the response, so no handler builds
 * error JSON by hand.
 */
import type { FieldErrorBody, FieldProblem } from '../../contract/field-rules.ts';
import type { DetailedMessage } from './error-messages.ts';
import { fieldProblemMessage } from './validation-messages.ts';

/** HTTP status codes the server sends with an error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503;

/** A failure with its HTTP status and the body the client shows. */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly body: FieldErrorBody;
  /** Extra response headers, e.g. Allow on 405. */
  readonly headers: Record<string, string>;

  /**
   * @param about the field the error is about (its path in the request), and the rule it broke: the
   * storefront shows the message under that field
   */
  constructor(
    status: ErrorStatus,
    code: string,
    description: DetailedMessage,
    headers: Record<string, string> = {},
    about: Pick<FieldErrorBody, 'field' | 'problem'> = {},
  ) {
    super(description.eng);
    this.name = 'ApiError';
    this.status = status;
    // The values go beside the description (ErrorDetails), never inside it as if a language.
    const { details, ...text } = description;
    this.body = { code, description: text, ...(details ? { details } : {}), ...about };
    this.headers = headers;
  }
}

/**
 * A field that breaks a rule: 400 VALIDATION (or `code`) with the field's path, the rule, and the
 * sentence naming both in ru, uz and eng (validation-messages.ts).
 */
export function fieldError(field: string, problem: FieldProblem, code = 'VALIDATION'): ApiError {
  return new ApiError(400, code, fieldProblemMessage(field, problem), {}, { field, problem });
}

/** The JSON response for an error body. */
export function errorResponse(
  status: number,
  body: FieldErrorBody,
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
