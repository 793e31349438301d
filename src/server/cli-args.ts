/** Command-line flags of src/server/main.ts. */
import { parseArgs } from 'node:util';

/** What the command line asks for. */
export interface CliOptions {
  port: number;
  host: string;
  dev: boolean;
  /** Serve the development inbox of sign-in codes (--dev-inbox, and always with --dev). */
  devInbox: boolean;
  /** Serve the live settings preview page at /__preview (--preview-page, and always with --dev). */
  previewPage: boolean;
  /** Render the public pages on the server (the default; --browser-render turns it off). */
  serverRender: boolean;
  /** Tenant folders given with --tenant (repeatable); undefined: every tenant under fixtures/. */
  tenantDirs: string[] | undefined;
  /** Database given with --db (a SQLite file or a postgres:// URL); undefined: DATABASE_URL or the default file. */
  database: string | undefined;
  /** Built storefront folder given with --dist; undefined: dist/ of the repository. */
  distDir: string | undefined;
  /** Milliseconds the server's clock runs ahead of the machine's (--clock-shift; development only). */
  clockShiftMs: number;
  /** Base map folder given with --maps; undefined: the maps/ folder beside the tenant folders. */
  mapsDir: string | undefined;
  /**
   * Start the fake SMS gateways on loopback ports and send every merchant's SMS there
   * (--demo-gateways; `npm start` passes it): sign-in works without the internet and without codes
   * in the log, each fake showing what it received on its own page.
   */
  demoGateways: boolean;
  help: boolean;
}

export const usage = `Usage: tsx src/server/main.ts [options]

  --port N           port to listen on (default: $PORT or 4173; 0 picks a free port)
  --host H           interface to listen on (default: 127.0.0.1)
  --dev              serve the storefront through Vite with hot reload (instead of dist/);
                     also turns on the development inbox
  --dev-inbox        serve the sign-in codes at /api/dev/v1/inbox (development only: never in
                     production; refused with NODE_ENV=production)
  --preview-page     serve the live settings preview at /__preview (development only; refused
                     with NODE_ENV=production)
  --tenant <folder>  load this tenant folder (repeatable; default: every folder under fixtures/)
  --dist <folder>    built storefront to serve (default: dist/ of the repository)
  --maps <folder>    base map files (<area>.json) to draw and search (default: the maps/ folder
                     beside the tenant folders, fixtures/maps)
  --db <file|url>    the database: a SQLite file (default: .data/storefront.db; ":memory:" for a
                     throw-away one) or a postgres:// URL for several instances on one PostgreSQL
                     (default: $DATABASE_URL when set)
  --clock-shift MS   run the server's clock MS milliseconds ahead of the machine's (development
                     and browser tests only: the opening hours of the demo branches; refused with
                     NODE_ENV=production)
  --browser-render   leave every page to the browser to render (by default the server renders
                     the public pages: from npm run build's dist/.ssr, or with --dev from the sources)
  --demo-gateways    start stand-ins for the SMS gateways (Eskiz, Play Mobile) on loopback
                     ports and send every merchant's SMS there instead of to the providers:
                     nothing leaves the machine; each prints the page that shows what it
                     received (npm start passes it; ESKIZ_API_URL and PLAY_MOBILE_API_URL are
                     then ignored)
  --help             show this text`;

/** A command line that cannot be run; the message says why. */
export class CliError extends Error {
  override name = 'CliError';
}

function parsePort(value: string, source: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new CliError(`${source} must be a port number 0-65535, got "${value}"`);
  return port;
}

function parseClockShift(value: string | undefined): number {
  if (value === undefined) return 0;
  const shift = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(shift))
    throw new CliError(`--clock-shift must be a whole number of milliseconds, got "${value}"`);
  return shift;
}

const flags = {
  port: { type: 'string' },
  host: { type: 'string' },
  dev: { type: 'boolean', default: false },
  'dev-inbox': { type: 'boolean', default: false },
  'preview-page': { type: 'boolean', default: false },
  'browser-render': { type: 'boolean', default: false },
  'demo-gateways': { type: 'boolean', default: false },
  tenant: { type: 'string', multiple: true },
  db: { type: 'string' },
  dist: { type: 'string' },
  'clock-shift': { type: 'string' },
  maps: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], strict: true, allowPositionals: false, options: flags }).values;
  } catch (error) {
    // parseArgs explains unknown flags and missing values well; keep its words.
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Parses argv (without node and script).
 * @throws CliError for unknown flags or bad values
 */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const values = readFlags(argv);
  const port =
    values.port !== undefined
      ? parsePort(values.port, '--port')
      : env.PORT
        ? parsePort(env.PORT, 'PORT')
        : 4173;
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dev: values.dev,
    devInbox: values.dev || values['dev-inbox'],
    previewPage: values.dev || values['preview-page'],
    // Vite's development server serves the storefront's sources: there is no rendering bundle.
    serverRender: !values['browser-render'],
    tenantDirs: values.tenant,
    database: values.db,
    distDir: values.dist,
    clockShiftMs: parseClockShift(values['clock-shift']),
    mapsDir: values.maps,
    demoGateways: values['demo-gateways'],
    help: values.help,
  };
}
