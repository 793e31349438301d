/**
 * The contact sheet (index.html next to the PNGs): a grid per channel and language, each shot with
 * its screen name, the address it shows and whatever the page reported, failures first in the header
 * so staff notice a broken screen without scrolling. Pure: report in, HTML out. Images are referenced
 * by file name only, so the folder can be moved or zipped and sent as it is.
 */
import { contactSheetStyle } from './contact-sheet-style.ts';
import { escapeHtml as e } from '../../server/http/escape-html.ts';
import { hasProblems } from './page-problems.ts';
import type { ChannelScreens, PreviewReport, ShotProblems, ShotResult } from './types.ts';

/** Counts shown in the header (and printed by the command). */
export interface SheetCounts {
  shots: number;
  failed: number;
  withProblems: number;
  skippedRoutes: number;
}

export function countsOf(report: PreviewReport): SheetCounts {
  return {
    shots: report.results.length,
    failed: report.results.filter((r) => r.failure !== undefined).length,
    withProblems: report.results.filter((r) => r.failure === undefined && hasProblems(r.problems)).length,
    skippedRoutes: report.channels.reduce((n, c) => n + c.skipped.length, 0),
  };
}

/** An address as people read it: "/search?q=Ролл" rather than its percent-encoded form. */
export function readableAddress(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2026-05-01 14:03 UTC": the same on every machine, whatever its time zone. */
export const formatDate = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function problemList(title: string, entries: readonly string[]): string {
  if (entries.length === 0) return '';
  const items = entries.map((entry) => `<li>${e(entry)}</li>`).join('');
  return `<details open><summary>${e(plural(entries.length, title))}</summary><ul>${items}</ul></details>`;
}

function problemsHtml(p: ShotProblems): string {
  return [
    problemList('page error', p.pageErrors),
    problemList('console error', p.consoleErrors),
    problemList('failed request', p.failedRequests),
    problemList('note', p.notes),
  ].join('');
}

function figure(result: ShotResult, baseUrl: string): string {
  const label = `${result.channel} ${result.lang} ${result.screen.name}`;
  const picture = result.captured
    ? `<a href="${e(result.file)}"><img src="${e(result.file)}" width="390" height="844" loading="lazy" alt="${e(label)}"></a>`
    : `<div class="missing">no screenshot</div>`;
  const full = new URL(result.address, baseUrl).href;
  return `<figure id="${e(result.file)}"${result.failure !== undefined ? ' class="failed"' : ''}>
${picture}
<figcaption><strong>${e(result.screen.name)}</strong> <span class="time">${(result.durationMs / 1000).toFixed(1)} s</span><br><code title="${e(full)}">${e(readableAddress(result.address))}</code>
${result.failure !== undefined ? `<p class="failure">${e(result.failure)}</p>` : ''}${problemsHtml(result.problems)}</figcaption>
</figure>`;
}

function channelSection(channel: ChannelScreens, results: readonly ShotResult[], baseUrl: string): string {
  const { plan } = channel;
  const heading = `<h2 id="channel-${e(plan.channel)}">${e(plan.channel)}</h2>`;
  if (plan.unavailable !== undefined)
    return `${heading}<p class="note">Not previewed: ${e(plan.unavailable)}.</p>`;
  const launch = plan.launchQuery
    ? `<p class="meta">Opened with <code>${e(plan.launchQuery)}</code>.</p>`
    : '';
  const languages = channel.languages
    .map((lang) => {
      const shots = results.filter((r) => r.channel === plan.channel && r.lang === lang);
      return `<section><h3>${e(plan.channel)} · ${e(lang)}</h3><div class="grid">${shots.map((r) => figure(r, baseUrl)).join('\n')}</div></section>`;
    })
    .join('\n');
  const skipped = channel.skipped.length
    ? `<p class="note">Routes not shown:</p><ul class="plain">${channel.skipped
        .map(
          (s) => `<li><code>${e(s.path)}</code> (${e(s.name)}, module ${e(s.moduleId)}): ${e(s.reason)}</li>`,
        )
        .join('')}</ul>`
    : '';
  return `<section>${heading}${launch}${languages}${skipped}</section>`;
}

function header(report: PreviewReport, counts: SheetCounts): string {
  const failed = report.results.filter((r) => r.failure !== undefined);
  const channels = report.channels
    .map((c) => `${c.plan.channel}: ${c.plan.unavailable ?? c.languages.join(', ')}`)
    .join(' · ');
  const failedList = failed.length
    ? `<ul class="plain bad">${failed
        .map(
          (r) =>
            `<li><a href="#${e(r.file)}">${e(`${r.channel} ${r.lang} ${r.screen.name}`)}</a>: ${e(r.failure ?? '')}</li>`,
        )
        .join('')}</ul>`
    : '';
  const server = report.serverMessages.length
    ? `<p class="note bad">The server reported:</p><ul class="plain">${report.serverMessages.map((m) => `<li>${e(m)}</li>`).join('')}</ul>`
    : '';
  return `<header>
<h1>${e(report.tenantName)} <small>${e(report.sub)}</small></h1>
<p class="meta">Generated ${e(formatDate(report.generatedAt))} from <code>${e(report.baseUrl)}</code> · phone 390×844</p>
<p class="counts"><strong>${plural(counts.shots, 'screenshot')}</strong> · <span${counts.failed ? ' class="bad"' : ''}>${counts.failed} failed</span> · ${counts.withProblems} with warnings · ${plural(counts.skippedRoutes, 'route')} not shown</p>
<p class="meta">Channels: ${e(channels)}</p>
${report.runNotes.map((note) => `<p class="meta">${e(note)}</p>`).join('')}
${failedList}${server}</header>`;
}

/** The whole index.html. */
export function contactSheetHtml(report: PreviewReport): string {
  const counts = countsOf(report);
  const sections = report.channels.map((c) => channelSection(c, report.results, report.baseUrl)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`Preview: ${report.tenantName} (${report.sub})`)}</title>
<style>${contactSheetStyle}</style>
</head>
<body>
${header(report, counts)}
${sections}
</body>
</html>
`;
}
