/**
 * Shared shapes of fixture:preview: what is planned (channels, screens), what each capture gives back
 * and what the contact sheet shows. Plain data only, so the pure parts can be tested without a browser.
 */
import type { Channel } from '../../core/storefront.tsx';
import type { AppLanguage } from '../../core/i18n/languages.ts';

export type { Channel };

/** One screen to capture: a name for the file and the sheet, and the address inside the storefront. */
export interface Screen {
  /** Route name from the registry ("category", "search"), or "home". */
  name: string;
  /** Path with query, e.g. "/search?q=Ролл"; the channel's own query is added later. */
  path: string;
  /** Module that owns the route; undefined for the app's own pages (home). */
  moduleId?: string;
}

/** A route of an enabled module that has no sample address, so it cannot be shown. */
export interface SkippedRoute {
  name: string;
  path: string;
  moduleId: string;
  reason: string;
}

/** A channel and whether it can be previewed. */
export interface ChannelPlan {
  channel: Channel;
  /** Query string that selects the channel in the client ("" for web, "?tgId=1" for the messenger). */
  launchQuery: string;
  /** Why the channel is left out; undefined when it is previewed. */
  unavailable?: string;
}

/** Everything previewed for one channel: its languages and screens (settings differ per channel). */
export interface ChannelScreens {
  plan: ChannelPlan;
  languages: AppLanguage[];
  screens: Screen[];
  skipped: SkippedRoute[];
}

/** One screenshot to take. */
export interface Shot {
  channel: Channel;
  lang: AppLanguage;
  screen: Screen;
  /** Path and query the browser opens, channel query included. */
  address: string;
  /** PNG file name inside the output folder. */
  file: string;
}

/** What went wrong or looked wrong on one screen. */
export interface ShotProblems {
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** console.error messages. */
  consoleErrors: string[];
  /** Requests that failed or answered 4xx/5xx, as "METHOD url: reason". */
  failedRequests: string[];
  /** Anything else worth a look that does not fail the screen (e.g. another language shown). */
  notes: string[];
}

/** The outcome of one shot. */
export interface ShotResult extends Shot {
  /** Set when the screen did not load: the screenshot (if any) shows a broken page. */
  failure?: string;
  /** Whether the PNG file was written. */
  captured: boolean;
  problems: ShotProblems;
  durationMs: number;
}

/** What the contact sheet needs. */
export interface PreviewReport {
  tenantName: string;
  sub: string;
  /** Address of the storefront home the shots were taken from. */
  baseUrl: string;
  generatedAt: Date;
  channels: ChannelScreens[];
  results: ShotResult[];
  /** Warnings and errors the server logged during the run (e.g. a response breaking the contract). */
  serverMessages: string[];
  /** How this run was narrowed (--lang, --channel, --screen) and what the filter did not match. */
  runNotes: string[];
}
