/**
 * The studio's form, made from the contract: each key of a settings variant's JSON Schema (written
 * from the zod contract by `npm run schemas`) becomes a field of the kind its schema says, with the
 * schema's description, under the storefront module that owns the key (settings-groups.json, written
 * by `npm run settings-map` from the modules' `owns` lists). A new settings key appears here without
 * touching the console.
 */
import clickAppSchema from '../../../schemas/settings-click-app.json';
import webSchema from '../../../schemas/settings-web.json';
import type { SettingsVariant } from '../../contract/console-settings.ts';
import groups from './settings-groups.json';

export type FieldKind = 'flag' | 'choice' | 'colour' | 'text' | 'link' | 'number' | 'localized' | 'json';

export interface SettingField {
  key: string;
  kind: FieldKind;
  description: string;
  /** A choice's options. */
  options: readonly string[];
  /** Whether the key may be empty (null). */
  nullable: boolean;
  defaultValue: unknown;
}

export interface FieldGroup {
  /** The module that owns the keys ("server" for keys no storefront module reads). */
  id: string;
  fields: SettingField[];
}

/** The part of a JSON Schema property the form reads. */
interface Property {
  type?: string | string[];
  enum?: string[];
  pattern?: string;
  description?: string;
  default?: unknown;
  anyOf?: Property[];
  $ref?: string;
}

/** Keys whose value is an address: checked to look like one (a warning, not a refusal). */
export const isLinkKey = (key: string): boolean =>
  /Link$/.test(key) || ['telegram', 'instagram', 'facebook', 'domain'].includes(key);

function kindOf(key: string, property: Property): { kind: FieldKind; nullable: boolean } {
  const variants = property.anyOf ?? [property];
  const types = variants.flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : []));
  const nullable = types.includes('null');
  const main = variants.find((v) => v.type !== 'null') ?? property;
  if (main.$ref?.endsWith('/LocalizedText')) return { kind: 'localized', nullable };
  if (main.enum) return { kind: 'choice', nullable };
  if (types.includes('boolean')) return { kind: 'flag', nullable };
  if (types.includes('integer') || types.includes('number')) return { kind: 'number', nullable };
  if (types.includes('array') || types.includes('object')) return { kind: 'json', nullable };
  if (main.pattern?.startsWith('^#')) return { kind: 'colour', nullable };
  return { kind: isLinkKey(key) ? 'link' : 'text', nullable };
}

const schemas = { web: webSchema, clickApp: clickAppSchema } as const;

/** The fields of a variant, grouped by owning module in the order the contract lists its keys. */
export function fieldGroups(variant: SettingsVariant): FieldGroup[] {
  const properties = schemas[variant].properties as Record<string, Property>;
  const byGroup = new Map<string, SettingField[]>();
  for (const [key, property] of Object.entries(properties)) {
    if (key === '$schema') continue;
    const { kind, nullable } = kindOf(key, property);
    const main = property.anyOf?.find((v) => v.enum) ?? property;
    const group = (groups as Record<string, string>)[key] ?? 'other';
    const field: SettingField = {
      key,
      kind,
      description: property.description ?? '',
      options: main.enum ?? [],
      nullable,
      defaultValue: property.default,
    };
    byGroup.set(group, [...(byGroup.get(group) ?? []), field]);
  }
  return [...byGroup].map(([id, fields]) => ({ id, fields }));
}
