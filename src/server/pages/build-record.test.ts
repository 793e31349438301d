import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { DEVELOPMENT_BUILD, servedBuildId } from './build-record.ts';

const root = makeTempDir();
afterAll(() => removeDir(root));

const writeRecord = (dir: string, text: string) => {
  fs.mkdirSync(path.join(dir, '.ssr'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.ssr', 'build.json'), text);
};

describe('the id of the served build', () => {
  it('is the one npm run build wrote beside its bundles', () => {
    const dist = path.join(root, 'built');
    writeRecord(dist, '{"id":"0123456789abcdef"}\n');
    expect(servedBuildId(dist)).toBe('0123456789abcdef');
  });

  it('is "development" without a build, as the dev server’s browser code says', () => {
    expect(servedBuildId(false)).toBe(DEVELOPMENT_BUILD);
    expect(servedBuildId(path.join(root, 'never-built'))).toBe(DEVELOPMENT_BUILD);
  });

  it('refuses a record that is not one, naming the file', () => {
    const dist = path.join(root, 'broken');
    writeRecord(dist, '{"id":"not a hash"}');
    expect(() => servedBuildId(dist)).toThrow(/broken\/\.ssr\/build\.json: not a build record/);
  });
});
