/**
 * Maps a media URL path "<sub>/<path>" to the file <tenantDir>/media/<path>, refusing anything that
 * could leave the tenant's media folder (.., encoded slashes, backslashes, NUL, symlinks pointing out).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

/** A media file inside a tenant's media folder. */
export interface MediaFile {
  tenant: Tenant;
  file: string;
}

/** `why` is for the reader of this code: the answer says only that the path is not one to serve. */
const badPath = (_why: string) => fieldError('path', { kind: 'format' }, 'BAD_MEDIA_PATH');
const notFound = (what: string) => new ApiError(404, 'MEDIA_NOT_FOUND', messages.notFound(what));

/** Decodes and checks each segment; the URL parser has already folded literal "." and ".." away. */
function segmentsOf(rawPath: string): string[] {
  return rawPath.split('/').map((raw) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw badPath('malformed percent-encoding');
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      throw badPath('path traversal is not allowed');
    }
    return segment;
  });
}

/**
 * The file a media path names.
 * @param rawPath the still percent-encoded URL path after "/media/", e.g. "burger/products/cola.png"
 * @throws ApiError 400 for a path that tries to leave the media folder, 404 for an unknown tenant or file
 */
export function resolveMediaFile(rawPath: string, tenants: TenantRegistry): MediaFile {
  const [sub, ...rest] = segmentsOf(rawPath);
  if (sub === undefined || rest.length === 0) throw notFound(`/media/${rawPath}`);
  const tenant = tenants.bySub(sub);
  if (!tenant) throw notFound(`/media/${rawPath}`);
  const root = path.resolve(tenant.mediaDir);
  const file = path.resolve(root, ...rest);
  if (!file.startsWith(root + path.sep)) throw badPath('path traversal is not allowed');
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    throw notFound(`/media/${rawPath}`);
  }
  // A symlink may point anywhere; only follow it when it stays inside the media folder.
  const realRoot = fs.realpathSync(root);
  if (!real.startsWith(realRoot + path.sep)) throw badPath('path leaves the media folder');
  return { tenant, file: real };
}
