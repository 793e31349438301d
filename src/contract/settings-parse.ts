/**
 * Resilient settings parsing: a merchant's admin must never be able to white-screen the storefront.
 * Each key is parsed on its own; a broken value falls back to the key's default (features off) and is
 * reported as a warning naming the key. Keys the contract does not know are kept and reported.
 */
import { z } from 'zod';
import { settingsKeys, settingsShapes, type Settings, type SettingsVariant } from './settings.ts';

export interface SettingsWarning {
  key: string;
  kind: 'invalid' | 'unknown';
  message: string;
}

export interface ParsedSettings {
  settings: Settings;
  warnings: SettingsWarning[];
}

const webDefaults = (): Settings => z.object(settingsShapes.web).parse({}) as Settings;

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return `${issue.message}${where}`;
}

/** Parses a settings document of either variant. Never throws. */
export function parseSettings(input: unknown, variant: SettingsVariant): ParsedSettings {
  const settings = webDefaults();
  const warnings: SettingsWarning[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    warnings.push({ key: '(root)', kind: 'invalid', message: 'expected a settings object; using defaults' });
    return { settings, warnings };
  }
  const shape: Record<string, z.ZodType> = settingsShapes[variant];
  const record = settings as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    const schema = shape[key];
    if (key === '$schema') continue;
    if (!schema) {
      const known = (settingsKeys as string[]).includes(key);
      warnings.push({
        key,
        kind: 'unknown',
        message: known ? `not a ${variant} settings key; ignored` : 'unknown settings key; kept but unused',
      });
      if (!known) record[key] = value;
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) record[key] = result.data;
    else
      warnings.push({
        key,
        kind: 'invalid',
        message: `${describeIssue(result.error)}; got ${JSON.stringify(value)}, using the default ${JSON.stringify(record[key])}`,
      });
  }
  return { settings, warnings };
}

/** Settings the storefront runs on when the settings call fails. */
export const defaultSettings = (): Settings => webDefaults();
