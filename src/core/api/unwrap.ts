import type { ApiResult } from './client.ts';

/** A failed call as react-query sees it: the customer-facing text plus the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function unwrapOrThrow<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const [error, data] = await pending;
  if (error) throw new ApiRequestError(error.message, error.status);
  return data as T;
}
