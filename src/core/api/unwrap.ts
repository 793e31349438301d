import type { ApiResult } from './client.ts';

/** A failed call as react-query sees it: the customer-facing text plus the HTTP status. */
export class ApiRequestError extends Error {
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
}

export async function unwrapOrThrow<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const [error, data] = await pending;
  if (error) throw new ApiRequestError(error.message, error.status, error.code, error.localized);
  return data as T;
}
