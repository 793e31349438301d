/**
 * Entry: version check, the route step of the first load, tenant and channel, then React.
 */
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { awaitMarks } from '../core/hydration-marks.tsx';
import { writeCookie } from '../core/tenant/cookies.ts';
import { checkAppVersion } from '../core/tenant/app-version.ts';
import { localStore, sessionStore } from '../core/tenant/safe-storage.ts';
import { reloadForNewBuild } from '../core/tenant/chunk-reload.ts';
import { storedKindsReady } from '../core/tenant/stored-kind.ts';
import '../ui/base.css';
import { setNativeButtons } from '../core/channel-buttons.ts';
import { AppProviders } from './start/app-providers.tsx';
import { createAppServices } from './start/app-services.ts';
import { rememberedSub } from './start/merchant-memory.ts';
import { requestRouteLanguage } from './start/route-language.ts';
import { takeEarlyTaps } from './ssr/early-taps.ts';
import { prepareHydration, readRenderedPage } from './ssr/hydrate.ts';
import { resolveVisit } from './start/visit.ts';

/**
 * Taps held on a server-rendered page are given back once every boundary it drew is live, or after
 * this long at the latest (a boundary that never goes live must not swallow a tap for good).
 */
const LATEST_TAP_RELEASE_MS = 8000;
/**
 * How long a tap held on a server's page that the browser draws anew (not hydrated) waits for its
 * element to be drawn: the page's data and code load first.
 */
const BROWSER_REDRAW_MS = 5000;

async function start() {
  if (checkAppVersion(localStore(), () => location.reload()) === 'cleared') return;
  // Vite reports a lazily loaded file that is gone (a newer build is deployed): load the new build.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild(sessionStore(), () => location.reload())) event.preventDefault();
  });

  const visit = resolveVisit({
    address: location,
    rememberedSub: await rememberedSub(),
    storedChannel: sessionStore().getItem('channel'),
    storedInitData: localStore().getItem('initData'),
  });
  const { step, channel } = visit;
  // The language is stored once the settings show the merchant has it (use-language-choice.ts).
  if (step.lang) requestRouteLanguage(step.lang);
  if (step.page) writeCookie('page', step.page);
  if (step.path !== location.pathname)
    history.replaceState(null, '', `${step.path}${location.search}${location.hash}`);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  if (channel === 'click') sessionStore().setItem('channel', 'click');
  // Telegram's code loads only inside Telegram.
  const telegram = channel === 'telegram' ? await import('./channels/telegram/messenger.ts') : null;
  const messenger = telegram?.telegramMessenger(location.hash) ?? null;
  // Telegram's own Back and Main buttons replace the web ones when a client is there to draw them.
  setNativeButtons(telegram?.hasTelegramClient() ?? false);
  const services = createAppServices(location.hostname);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A page the server rendered (entry-server.tsx) is hydrated when it was rendered for this very
  // visit (channel, address); otherwise, or without one, the browser renders the page itself.
  const rendered = readRenderedPage(document);
  // Held since the page's module script started (boot.ts). A page whose rendered data is
  // missing or unreadable is drawn by the browser at once: nothing is held for it.
  const early = takeEarlyTaps();
  if (!rendered) early?.release();
  const taps = rendered ? early : null;
  const renderedLanguage =
    rendered && visit.tenant.sub !== null
      ? await prepareHydration({ page: rendered, visit, queryClient, services })
      : null;
  // A page the browser draws itself starts from the merchant and settings the server put in the page
  // (boot-data.ts, with the schemas that check them: a hydrated page has them in its rendered data).
  if (!renderedLanguage)
    (await import('./start/boot-data.ts')).seedFromBootData(queryClient, services.api, visit);
  // What the customer kept (basket, session, hearts...) is read through schemas that load only when
  // something is kept: the first render waits for them then (core/tenant/stored-kind.ts).
  await storedKindsReady();
  const marks = rendered
    ? awaitMarks(rendered.marks, () => {
        // Every boundary the server drew is live (tests and tools wait for this).
        document.documentElement.dataset.live = '';
        taps?.release();
      })
    : null;
  const app = (
    <AppProviders
      queryClient={queryClient}
      Router={BrowserRouter}
      marks={marks}
      visit={visit}
      services={services}
      messenger={messenger}
      renderedLanguage={renderedLanguage}
      address={location}
    />
  );
  if (renderedLanguage) {
    if (taps) setTimeout(taps.release, LATEST_TAP_RELEASE_MS);
    // As a transition, hydration works in slices of a few milliseconds, yielding to the browser
    // between them, instead of one long task that blocks the main thread (Total Blocking Time); the
    // page is on screen already, and taps meanwhile are held (early-taps.ts).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
    // Taps held on a server's page rendered for another visit (a Telegram launch: the server never
    // sees its hash) go to the page the browser draws in its place, found again by what they are.
    taps?.release({ redrawWithinMs: BROWSER_REDRAW_MS });
  }
  // Spec section 4: a periodic check for a new build, whose code loads at the first check (five
  // minutes: NEW_BUILD_CHECK_MS) and starts itself, never with the first screen (its size budget).
  setTimeout(() => import('../core/tenant/new-build-watch.ts'), 3e5);
}

void start();
