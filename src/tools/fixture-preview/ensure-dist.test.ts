import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { distProblem, newestSource } from './ensure-dist.ts';

const root = makeTempDir('fixture-preview-dist-');
afterAll(() => removeDir(root));

const write = (file: string, seconds: number) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, '');
  fs.utimesSync(full, seconds, seconds);
};

describe('distProblem', () => {
  const dist = path.join(root, 'dist');

  it('says when dist/ is missing, older than a source file, or current', () => {
    write('src/app/main.tsx', 1000);
    write('src/modules/a/module.ts', 2000);
    write('src/modules/a/module.test.ts', 9000);
    write('src/server/app.ts', 9000);
    expect(distProblem(dist, root)).toBe('dist/ is missing');
    write('dist/index.html', 1500);
    expect(distProblem(dist, root)).toBe(`dist/ is older than ${path.join('src/modules/a/module.ts')}`);
    write('dist/index.html', 3000);
    expect(distProblem(dist, root)).toBeNull();
  });

  it('ignores tests and the server, which are not part of the browser bundle', () => {
    expect(newestSource(root)?.file).toBe(path.join(root, 'src/modules/a/module.ts'));
  });
});
