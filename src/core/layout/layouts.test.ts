import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LayoutDocument } from './layout-schema.ts';

const dir = join(import.meta.dirname, '../../../layouts');

describe('layout documents', () => {
  it.each(readdirSync(dir).filter((f) => f.endsWith('.json')))('%s is valid', (file) => {
    const result = LayoutDocument.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(result.success, result.success ? '' : `layouts/${file}: ${result.error.message}`).toBe(true);
  });

  it('covers the four layouts of the spec and the home page', () => {
    const names = readdirSync(dir)
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(names).toEqual(['auth', 'default', 'extra', 'home', 'map']);
  });

  it('refuses a layout without exactly one outlet', () => {
    const doc = { name: 'default', kind: 'layout', regions: [{ id: 'header', slots: ['header.start'] }] };
    expect(LayoutDocument.safeParse(doc).success).toBe(false);
  });

  it('refuses a misspelt slot name', () => {
    const doc = { name: 'home', kind: 'page', regions: [{ id: 'top', slots: ['Home Stories'] }] };
    expect(LayoutDocument.safeParse(doc).success).toBe(false);
  });
});
