/**
 * Which merchant a call is for. The storefront sends the merchant id in a `merchant` header on every
 * tenant-scoped call; a few paths also carry it as {merchantId}, and then the path decides (it names
 * the resource) while a disagreeing header is refused as a client bug.
 */
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Tenant } from './load-tenants.ts';
import type { TenantRegistry } from './tenant-registry.ts';

/** What a JavaScript client sends when its id variable is empty. */
const UNSET = new Set(['', 'undefined', 'null']);

/** Parses a merchant id; undefined when the value is absent or one of the "unset" spellings. */
function parseMerchantId(raw: string | undefined, source: string): number | undefined {
  const value = raw?.trim() ?? '';
  if (UNSET.has(value)) return undefined;
  if (!/^\d{1,15}$/.test(value)) {
    // A merchant id is an integer.
    throw fieldError(source, { kind: 'number' }, 'MERCHANT_INVALID');
  }
  return Number(value);
}

/**
 * The tenant of a call.
 * @param header value of the `merchant` request header
 * @param pathMerchantId value of a {merchantId} path segment, when the route has one
 * @throws ApiError 400 when no merchant id is given (or header and path disagree), 404 when unknown
 */
export function resolveTenant(
  header: string | undefined,
  pathMerchantId: string | undefined,
  tenants: TenantRegistry,
): Tenant {
  const fromHeader = parseMerchantId(header, 'merchant');
  let id = fromHeader;
  if (pathMerchantId !== undefined) {
    const fromPath = parseMerchantId(pathMerchantId, 'merchantId');
    if (fromPath !== undefined && fromHeader !== undefined && fromPath !== fromHeader) {
      throw new ApiError(400, 'MERCHANT_MISMATCH', messages.merchantMismatch());
    }
    id = fromPath;
  }
  if (id === undefined) throw new ApiError(400, 'MERCHANT_NOT_DEFINED', messages.merchantNotDefined());
  const tenant = tenants.byId(id);
  if (!tenant) throw new ApiError(404, 'MERCHANT_NOT_FOUND', messages.merchantNotFound(`id ${id}`));
  return tenant;
}
