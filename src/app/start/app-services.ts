/**
 * The pieces every render of the storefront shares, made once per page in the browser and once per
 * render on the server: the module registry, the API client and the context its calls carry.
 */
import type { ApiClient } from '../../core/api/client.ts';
import { Registry } from '../../core/registry/registry.ts';
import { modules } from '../modules.ts';
import { CallContext, createStorefrontApi } from './storefront-api.ts';

export interface AppServices {
  registry: Registry;
  callContext: CallContext;
  api: ApiClient;
}

/** @param fetch the server's in-process API on a server render; the browser's own fetch otherwise */
export function createAppServices(hostname: string, fetch?: typeof globalThis.fetch): AppServices {
  const callContext = new CallContext();
  return {
    registry: new Registry(modules),
    callContext,
    api: createStorefrontApi(callContext, hostname, fetch),
  };
}
