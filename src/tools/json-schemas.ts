/**
 * The JSON Schemas committed under schemas/ (every tenant fixture file, the layout document and the base
 * map data), generated from the zod contract (io: input, so defaults
 * make keys optional exactly as a fixture author may omit them). Shared by the export command and the
 * drift test.
 */
import { z } from 'zod';
import { MapData } from '../contract/map-data.ts';
import { fixtureFiles } from '../contract/fixtures.ts';
import { LayoutDocument } from '../core/layout/layout-schema.ts';

export function generatedSchemas(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { file, schema } of Object.values(fixtureFiles)) {
    out[file] = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  }
  out['layout.json'] = z.toJSONSchema(LayoutDocument, { io: 'input', unrepresentable: 'any' });
  // Base maps (fixtures/maps/<area>.json) are shared by the tenants of a city, not a tenant's file.
  out['map-data.json'] = z.toJSONSchema(MapData, { io: 'input', unrepresentable: 'any' });
  return out;
}

export const schemaText = (schema: unknown) => `${JSON.stringify(schema, null, 2)}\n`;
