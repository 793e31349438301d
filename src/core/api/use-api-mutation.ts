/**
 * The one way a screen writes to the API: react-query's useMutation around a call of a named
 * endpoint. The mutation's state (isPending, error) replaces a screen's own busy flags; a failure
 * is an ApiRequestError whose message is the text the customer reads, in their language (the API
 * client makes it from the error envelope). Screens either mutate() with callbacks or await run(),
 * which answers with the client's own error/result pair and never throws.
 */
import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type MutationScope,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EndpointName, ResponseOf } from '../../contract/index.ts';
import { useStorefront } from '../storefront.tsx';
import type { ApiResult, CallOptions } from './client.ts';
import { ApiRequestError, unwrapOrThrow } from './unwrap.ts';

export interface ApiMutationOptions<N extends EndpointName, V, C> {
  /**
   * The call's params, body and headers for what mutate() was given (by default it was given them);
   * a promise waits first for what the call must come after (e.g. earlier writes).
   */
  request?: (variables: V) => CallOptions<N> | Promise<CallOptions<N>>;
  /** Query keys to read again once the call went through. */
  invalidate?: readonly QueryKey[];
  mutationKey?: MutationKey;
  /** Mutations of one scope run one after another, in the order they were asked for. */
  scope?: MutationScope;
  onMutate?: (variables: V) => Promise<C> | C;
  onSuccess?: (data: ResponseOf<N>, variables: V, context: C | undefined) => unknown;
  onError?: (error: ApiRequestError, variables: V, context: C | undefined) => unknown;
  onSettled?: (
    data: ResponseOf<N> | undefined,
    error: ApiRequestError | null,
    variables: V,
    context: C | undefined,
  ) => unknown;
}

export type ApiMutation<N extends EndpointName, V, C = unknown> = UseMutationResult<
  ResponseOf<N>,
  ApiRequestError,
  V,
  C
> & {
  /** Sends the call and answers [error, null] or [null, data], as the API client does. */
  run: (variables: V) => Promise<ApiResult<ResponseOf<N>>>;
};

export function useApiMutation<N extends EndpointName, V = CallOptions<N> | void, C = unknown>(
  name: N,
  options: ApiMutationOptions<N, V, C> = {},
): ApiMutation<N, V, C> {
  const { api } = useStorefront();
  const queryClient = useQueryClient();
  const { request, invalidate, onSuccess, ...rest } = options;
  const mutation = useMutation<ResponseOf<N>, ApiRequestError, V, C>({
    ...rest,
    mutationFn: async (variables) => {
      return unwrapOrThrow(
        api.call(name, request ? await request(variables) : (variables as CallOptions<N>)),
      );
    },
    onSuccess: (data, variables, context) => {
      invalidate?.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
      return onSuccess?.(data, variables, context);
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (variables: V): Promise<ApiResult<ResponseOf<N>>> => {
      try {
        return [null, await mutateAsync(variables)];
      } catch (error) {
        // Anything but a refused or failed call is a bug, and goes on up as one.
        if (error instanceof ApiRequestError) return [error, null];
        throw error;
      }
    },
    [mutateAsync],
  );
  return { ...mutation, run };
}
