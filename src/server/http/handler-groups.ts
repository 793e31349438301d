/**
 * The contract's endpoints are answered by handler groups, one per domain (src/server/api-handlers.ts
 * lists them). Each endpoint has exactly one answer: two groups naming the same endpoint would leave
 * the list's order to pick one without a word, so the server refuses to start instead.
 */
import type { Handlers } from './api-types.ts';

/** The handlers of one domain, named for the error that reports a clash. */
export interface HandlerGroup {
  name: string;
  handlers: Handlers;
}

/**
 * One handler map of every group.
 * @throws Error naming the endpoint and both groups when two groups answer the same endpoint
 */
export function mergeHandlerGroups(groups: readonly HandlerGroup[]): Handlers {
  const merged: Handlers = {};
  const owner = new Map<string, string>();
  for (const group of groups) {
    for (const [endpoint, handler] of Object.entries(group.handlers)) {
      if (handler === undefined) continue;
      const first = owner.get(endpoint);
      if (first !== undefined) {
        throw new Error(
          `Endpoint "${endpoint}" has two handlers, in the groups "${first}" and "${group.name}": keep one.`,
        );
      }
      owner.set(endpoint, group.name);
      Object.assign(merged, { [endpoint]: handler });
    }
  }
  return merged;
}
