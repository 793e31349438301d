import type { ApiError } from './api-error.ts';
import type { ApiResult } from './client.ts';

/**
 * A failed call as react-query sees it: the customer-facing text plus the HTTP status. It carries
 * every field of ApiError, so code that reads a failure (a refused field, a wait to count down)
 * takes it as one.
 */
export class ApiRequestError extends Error implements ApiError {
  // Declared only: the constructor copies them from the failure (the least code on the first screen).
  declare readonly status: number;
  /** The server's error code (OUT_OF_SERVICE_ZONE, ...), when it sent one. */
  declare readonly code?: string;
  /** True when `message` is the server's own text in the customer's language (see ApiError). */
  declare readonly localized?: boolean;
  /** Seconds the server asked to wait (Retry-After), when it sent them. */
  declare readonly retryAfter?: number;
  /** The reply's JSON as it came (see ApiError.body). */
  declare readonly body?: unknown;

  constructor(failure: ApiError) {
    super(failure.message);
    Object.assign(this, failure);
  }
}

export async function unwrapOrThrow<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const [error, data] = await pending;
  if (error) throw new ApiRequestError(error);
  return data as T;
}
