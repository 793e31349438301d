/**
 * Entry point: `tsx src/server/main.ts [--port N] [--host H] [--dev] [--dev-inbox] [--preview-page]
 * [--tenant <folder>]... [--dist <folder>] [--maps <folder>] [--db <file>] [--demo-gateways]`.
 * Starts the API, the media host and the storefront on one port and prints a link per tenant.
 */
import path from 'node:path';
import { CliError, parseCliArgs, usage, type CliOptions } from './cli-args.ts';
import { FixtureError } from './tenants/fixture-problems.ts';
import { DeploymentConfigError } from './http/security-config.ts';
import { startServer, type RunningServer } from './start.ts';
import { startDemoGateways, type DemoGateways } from './dev/fake-gateways/start-demo-gateways.ts';
import { tenantUrlLines } from './tenant-urls.ts';
import { demoStaffLines } from './console/demo-staff-lines.ts';

function readCli(): CliOptions | undefined {
  try {
    return parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
    return undefined;
  }
}

async function main(): Promise<void> {
  const cli = readCli();
  if (!cli) return;
  if (cli.help) {
    console.log(usage);
    return;
  }

  // The fakes first: the server's gateway addresses point at them from its first request.
  let demo: DemoGateways | undefined;
  let server: RunningServer;
  try {
    if (cli.demoGateways) demo = await startDemoGateways();
    server = await startServer({
      port: cli.port,
      host: cli.host,
      dev: cli.dev,
      devInbox: cli.devInbox,
      previewPage: cli.previewPage,
      serverRender: cli.serverRender,
      tenantDirs: cli.tenantDirs,
      database: cli.database,
      ...(cli.clockShiftMs !== 0 ? { now: () => Date.now() + cli.clockShiftMs } : {}),
      ...(cli.distDir ? { distDir: path.resolve(cli.distDir) } : {}),
      ...(cli.mapsDir ? { mapsDir: path.resolve(cli.mapsDir) } : {}),
      ...(demo
        ? {
            sms: { urls: { ESKIZ: demo.urls.ESKIZ, PLAY_MOBILE: demo.urls.PLAY_MOBILE } },
            telegram: { apiUrl: demo.urls.TELEGRAM },
          }
        : {}),
    });
  } catch (error) {
    await demo?.stop();
    // Fixture, setting and port problems are the user's to fix: the message is the whole story, no stack.
    const known =
      error instanceof FixtureError ||
      error instanceof DeploymentConfigError ||
      (error instanceof Error && /already in use|NODE_ENV=production/.test(error.message));
    console.error(known && error instanceof Error ? error.message : error);
    process.exitCode = 1;
    return;
  }

  const mode = cli.dev ? 'dev mode: Vite with hot reload' : 'built app from dist/';
  console.log(`Storefront on ${server.url} (${mode})`);
  const lines = tenantUrlLines(server.storefront.tenants.all, server.port);
  if (lines.length > 0) console.log(lines.join('\n'));
  if (cli.devInbox) console.log(`Development inbox (sign-in codes): ${server.url}api/dev/v1/inbox`);
  // The console's demo staff: their codes go to the inbox, so they are printed only where it is on.
  const staffLines = cli.devInbox ? demoStaffLines(server.storefront.tenants.all) : [];
  if (staffLines.length > 0) console.log(staffLines.join('\n'));
  if (cli.previewPage) console.log(`Live settings preview: ${server.url}__preview`);
  if (demo) {
    // The fake Eskiz reports deliveries back to this server, as the real one would to SMS_CALLBACK_URL.
    server.storefront.sms.useCallbackBase(server.url);
    for (const page of demo.pages)
      console.log(`Messages sent through ${page.name} (a stand-in): ${page.url}`);
  }
  console.log('Press Ctrl+C to stop.');

  // SIGTERM (a process manager) and Ctrl+C stop the same way: no new connections, every request that
  // reached the server answered (drainTimeoutMs at most), then the database closed, then exit 0. A
  // second Ctrl+C during that wait ends the process at once (the listeners are gone by then).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing...`);
    server
      .close()
      .then(() => demo?.stop())
      .then(
        () => {
          console.log('Stopped (database closed).');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

await main();
