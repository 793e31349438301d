/**
 * The files `npm run fixture:new` writes: the server's new-tenant template
 * (server/tenant-data/tenant-template.ts) as a folder, each JSON file with its "$schema" and in the
 * fixtures' compact format.
 */
import { TENANT_NAME, tenantTemplateFiles } from '../../server/tenant-data/tenant-template.ts';
import { compactJson } from './compact-json.ts';
import { schemaRefFor } from './schema-refs.ts';

export { TENANT_NAME };

/** Why `name` cannot be a tenant name, or undefined when it can. */
export function tenantNameProblem(name: string): string | undefined {
  if (TENANT_NAME.test(name)) return undefined;
  return `"${name}" is not a valid tenant name: use lower-case letters, digits and dashes (not first or last), at most 63 characters, e.g. my-cafe`;
}

/**
 * Contents of every file of the new tenant by path relative to its folder (JSON already formatted).
 * @param name tenant name, also its sub (see tenantNameProblem)
 * @param merchantId an id no other tenant uses
 * @param dir the folder the tenant will live in ("$schema" paths are relative to it)
 */
export function tenantTemplate(name: string, merchantId: number, dir: string): Map<string, string> {
  const { files, media } = tenantTemplateFiles(name, merchantId);
  return new Map<string, string>([
    ...[...files].map(
      ([file, body]) => [file, compactJson({ $schema: schemaRefFor(dir, file), ...body })] as const,
    ),
    ...[...media].map(([file, content]) => [`media/${file}`, content] as const),
  ]);
}
