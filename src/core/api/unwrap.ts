import type { ApiError } from './api-error.ts';
import type { ApiResult } from './client.ts';

/**
 * A failed call as react-query sees it: the customer-facing text plus the HTTP status. It carries
 * every field of ApiError, so code that reads a failure (a refused field, a wait to count down)
 * takes it as one.
 */
export class ApiRequestError extends Error implements ApiError {
  /** Seconds the server asked to wait (Retry-After), when it sent them. */
  retryAfter?: number;
  /** The reply's JSON as it came (see ApiError.body). */
  body?: unknown;

  constructor(
    message: string,
    readonly status: number,
    /** The server's error code (OUT_OF_SERVICE_ZONE, ...), when it sent one. */
    readonly code?: string,
    /** True when `message` is the server's own text in the customer's language (see ApiError). */
    readonly localized?: boolean,
  ) {
    super(message);
  }

  static from(error: ApiError): ApiRequestError {
    const thrown = new ApiRequestError(error.message, error.status, error.code, error.localized);
    if (error.retryAfter !== undefined) thrown.retryAfter = error.retryAfter;
    if (error.body !== undefined) thrown.body = error.body;
    return thrown;
  }
}

export async function unwrapOrThrow<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const [error, data] = await pending;
  if (error) throw ApiRequestError.from(error);
  return data as T;
}
