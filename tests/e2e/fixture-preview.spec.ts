/**
 * The whole command on a real demo tenant copied outside the repository, run from a folder outside
 * it too, against the built storefront in Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { makeTempDir, removeDir, writeTenant } from '../support/server/tenants/test-tenant.ts';
import { hasChromium } from '../../src/tools/fixture-preview/browser.ts';
import { ensureDist } from '../../src/tools/fixture-preview/ensure-dist.ts';
import { chromiumPath, repoRoot } from '../../src/tools/fixture-preview/repo-paths.ts';

const main = path.join(repoRoot, 'src/tools/fixture-preview/main.ts');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const browser = hasChromium();
if (!browser)
  console.warn(
    `fixture:preview end-to-end test skipped: ${chromiumPath} is missing (apt-get install -y chromium)`,
  );

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command as a user would, in `cwd`, with paths relative to it. */
function runTool(cwd: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    // Under `npm test` INIT_CWD names the repository: the tool must take the folder it runs in.
    delete env.INIT_CWD;
    const child = spawn(process.execPath, ['--import', tsxLoader, main, ...args], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const pngSize = (file: string) => {
  const head = fs.readFileSync(file).subarray(0, 24);
  expect(head.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
};

test.describe('fixture:preview, end to end', () => {
  test.skip(!browser, `${chromiumPath} is missing`);
  test.describe.configure({ mode: 'serial' });
  let work: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await ensureDist('auto', (message) => console.warn(message));
    work = makeTempDir('fixture-preview-run-');
    fs.cpSync(path.join(repoRoot, 'fixtures/foodhall-sushi'), path.join(work, 'foodhall-sushi'), {
      recursive: true,
    });
  });
  test.afterAll(() => {
    if (work) removeDir(work);
  });

  test('photographs every screen of a tenant outside the repository and writes the contact sheet', async () => {
    // 18 pages (three screens, two languages, three channels) in a browser and a server of the tool's
    // own, beside the other worker's browser: on two busy cores that can take over two minutes (each screen may take the tool's 45 s).
    test.setTimeout(360_000);
    // Three screens keep the run short; which screens exist is the registry's business (unit tests).
    // The profile is behind sign-in: the tool's preview customer is signed in.
    const run = await runTool(work, [
      'foodhall-sushi',
      '--out',
      'shots',
      '--screen',
      'home,category,profile',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/\[\s*1\/\d+\] web ru /);

    const out = path.join(work, 'shots');
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const pngs = fs.readdirSync(out).filter((name) => name.endsWith('.png'));
    const referenced = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(referenced)).toEqual(new Set(pngs));
    for (const channel of ['web', 'telegram', 'click'])
      for (const lang of ['ru', 'uz'])
        for (const screen of ['home', 'category', 'profile'])
          expect(pngs).toContain(`${channel}-${lang}-${screen}.png`);
    expect(pngSize(path.join(out, 'web-ru-home.png'))).toEqual({ width: 390, height: 844 });
    expect(html).toContain('Foodhall Sushi');
    expect(html).toContain('0 failed');
    expect(html).toContain('Only screens: home, category, profile');
    // Photographed signed in: no screen was sent to the sign-in page.
    expect(html).not.toContain('redirected to');
  });

  test('exits with 1 and still writes the sheet when screens fail to load', async () => {
    // The tool starts a server and a browser of its own, as in the test above.
    test.setTimeout(90_000);
    writeTenant(work, 990, 'closed-shop', {
      files: { 'merchant.json': { id: 990, sub: 'closed-shop', name: { ru: 'Закрыто' }, isActive: false } },
    });
    const run = await runTool(work, ['closed-shop', '--screen', 'home']);
    expect(run.code, run.stderr).toBe(1);
    const html = fs.readFileSync(path.join(work, 'preview-out/closed-shop/index.html'), 'utf8');
    expect(html).toContain('redirected to /blocked');
    expect(html).toContain('<img src="web-ru-home.png"');
  });
});
