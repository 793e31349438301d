/**
 * Each fake's own small page (GET /), its list as JSON (GET /messages?phone=) and its switches
 * (POST /control/down?seconds=N, /control/up, /control/fail?status=N&count=N): what a person trying
 * `npm start` reads sign-in codes from, and what browser tests read them from.
 */
import type { Hono } from 'hono';
import type { FakeControls } from './fake-server.ts';
import { escapeHtml } from '../../http/escape-html.ts';

/** A message a fake accepted. */
export interface ReceivedSms {
  /** The id the fake answered (Eskiz) or was given (Play Mobile's message-id). */
  id: string;
  /** Digits, as the gateway takes them: 998901234567. */
  phone: string;
  text: string;
  /** Eskiz's `from`, Play Mobile's `originator`. */
  sender: string;
  /** The account that sent it (Eskiz e-mail, Play Mobile login). */
  account: string;
  /** Epoch ms on the fake's clock. */
  at: number;
}

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

function page(title: string, controls: FakeControls, messages: readonly ReceivedSms[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (sms) =>
        `<tr><td>${escapeHtml(new Date(sms.at).toISOString())}</td><td>${escapeHtml(sms.phone)}</td>` +
        `<td>${escapeHtml(sms.sender)}</td><td class="text">${escapeHtml(sms.text)}</td></tr>`,
    )
    .join('');
  const downUntil = controls.downUntil;
  const state =
    downUntil === null
      ? 'up'
      : Number.isFinite(downUntil)
        ? `down until ${new Date(downUntil).toISOString()}`
        : 'down';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:1.5rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}.text{font-family:monospace}
form{display:inline-block;margin:0 .5rem .5rem 0}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>A stand-in on this machine: it sends nothing to any phone. State: <strong id="state">${escapeHtml(state)}</strong>.</p>
<form method="post" action="/control/down?seconds=60"><button>Go down for 60 s</button></form>
<form method="post" action="/control/up"><button>Come back up</button></form>
<form method="post" action="/control/fail?status=503&amp;count=1"><button>Answer the next send with 503</button></form>
<form method="post" action="/control/fail?status=429&amp;count=1"><button>Answer the next send with 429</button></form>
<table><thead><tr><th>received</th><th>phone</th><th>sender</th><th>text</th></tr></thead>
<tbody id="messages">${rows || '<tr><td colspan="4">Nothing received yet.</td></tr>'}</tbody></table>
<p><a href="/">Refresh</a> · <a href="/messages">as JSON</a></p></body></html>`;
}

/** Adds the page, the JSON list and the switches to a fake's app. */
export function registerFakePage(
  app: Hono,
  title: string,
  controls: FakeControls,
  messages: () => readonly ReceivedSms[],
): void {
  app.get('/', (c) => c.html(page(title, controls, messages())));
  app.get('/messages', (c) => {
    const phone = digits(c.req.query('phone'));
    return c.json(messages().filter((sms) => phone === '' || sms.phone === phone));
  });
  app.post('/control/down', (c) => {
    const seconds = Number(c.req.query('seconds'));
    controls.goDown(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined);
    return c.redirect('/', 303);
  });
  app.post('/control/up', (c) => {
    controls.up();
    return c.redirect('/', 303);
  });
  app.post('/control/fail', (c) => {
    const status = Number(c.req.query('status'));
    const count = Number(c.req.query('count') ?? '1');
    if (!Number.isInteger(status) || status < 400 || status > 599) return c.text('status: 400-599', 400);
    controls.failNext(
      { status, ...(status === 429 ? { retryAfterSeconds: 5 } : {}) },
      Number.isInteger(count) && count > 0 ? count : 1,
    );
    return c.redirect('/', 303);
  });
}
