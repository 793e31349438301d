/**
 * Command line of fixture:preview. Pure: parses argv into options or an error message, so the rules
 * are tested without starting anything.
 */
import path from 'node:path';
import { appLanguages, isAppLanguage } from '../../core/i18n/languages.ts';
import type { BuildMode } from './ensure-dist.ts';
import type { PreviewFilter } from './shot-filter.ts';
import type { Channel } from './types.ts';

/** Parsed command line. */
export interface PreviewArgs {
  /** Tenant folder, absolute. */
  tenantDir: string;
  /** Output folder, absolute; undefined means preview-out/<sub>/ under the working directory. */
  outDir?: string;
  /** Port of the preview server; 0 picks a free one. */
  port: number;
  /** When to build dist/: when missing or older than the source (auto), always, or only when missing. */
  build: BuildMode;
  /** Pages captured at the same time. */
  concurrency: number;
  /** Only these channels, languages or screens (each unset means all). */
  only: PreviewFilter;
}

export type ParseResult = { ok: true; args: PreviewArgs } | { ok: false; message: string } | { help: true };

export const usage = `Usage: npm run fixture:preview -- <tenant-folder> [options]

Screenshots every screen of a tenant in every active language and channel, with an index.html
contact sheet.

  --out <dir>          output folder (default: preview-out/<sub>/ under the current folder)
  --port N             port of the preview server (default 0: a free port)
  --lang ru,uz         only these languages (${appLanguages.join(', ')})
  --channel web        only these channels (web, telegram, click)
  --screen home,search only these screens (route names)
  --build | --no-build dist/ is built when missing or older than the source; --build always,
                       --no-build only when missing
  --concurrency N      pages captured at once (default 3)`;

const channels: readonly Channel[] = ['web', 'telegram', 'click'];
const isChannel = (value: string): value is Channel => (channels as readonly string[]).includes(value);

function integer(value: string | undefined, name: string, min: number, max: number): number | string {
  if (value === undefined || !/^\d+$/.test(value)) return `${name} needs a whole number`;
  const n = Number(value);
  return n < min || n > max ? `${name} must be between ${min} and ${max}` : n;
}

/** A comma-separated list, every item passing `valid`, or the message naming the first bad one. */
function list<T extends string>(
  value: string | undefined,
  name: string,
  valid: (item: string) => item is T,
  known: readonly string[] | null,
): T[] | string {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) return `${name} needs a comma-separated list`;
  const bad = items.find((item) => !valid(item));
  if (bad !== undefined) return `${name}: unknown "${bad}"${known ? ` (known: ${known.join(', ')})` : ''}`;
  return items as T[];
}

const anyName = (item: string): item is string => item.length > 0;

/** Parses the arguments after the script name; relative paths resolve against `cwd`. */
export function parseArgs(argv: readonly string[], cwd: string): ParseResult {
  const folders: string[] = [];
  const args: Omit<PreviewArgs, 'tenantDir'> = { port: 0, build: 'auto', concurrency: 3, only: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    let error: string | undefined;
    if (flag === '--help' || flag === '-h') return { help: true };
    else if (flag === '--build') args.build = 'always';
    else if (flag === '--no-build') args.build = 'never';
    else if (flag === '--out') {
      const dir = value();
      if (dir) args.outDir = path.resolve(cwd, dir);
      else error = '--out needs a folder';
    } else if (flag === '--port' || flag === '--concurrency') {
      const n = flag === '--port' ? integer(value(), flag, 0, 65535) : integer(value(), flag, 1, 16);
      if (typeof n === 'string') error = n;
      else if (flag === '--port') args.port = n;
      else args.concurrency = n;
    } else if (flag === '--lang' || flag === '--channel' || flag === '--screen') {
      const items =
        flag === '--lang'
          ? list(value(), flag, isAppLanguage, appLanguages)
          : flag === '--channel'
            ? list(value(), flag, isChannel, channels)
            : list(value(), flag, anyName, null);
      if (typeof items === 'string') error = items;
      else if (flag === '--lang') args.only.langs = items.filter(isAppLanguage);
      else if (flag === '--channel') args.only.channels = items.filter(isChannel);
      else args.only.screens = items;
    } else if (flag?.startsWith('-')) error = `unknown option ${flag}`;
    else folders.push(arg);
    if (error) return { ok: false, message: error };
  }
  if (folders.length !== 1)
    return {
      ok: false,
      message: folders.length
        ? `one tenant folder only, got ${folders.join(', ')}`
        : 'no tenant folder given',
    };
  return { ok: true, args: { ...args, tenantDir: path.resolve(cwd, folders[0] ?? '') } };
}
