/**
 * The live settings preview page (development only): every settings flag of a tenant as a switch,
 * beside the storefront in an iframe. Each change is sent to the storefront with postMessage, which
 * re-validates it and re-renders without a reload (src/app/start/live-settings.ts). Nothing is saved.
 *
 * The page is served from the server's own origin (http://localhost:PORT or http://127.0.0.1:PORT)
 * and the storefront from the tenant's sub-domain. With the page on, the server lets those two
 * origins frame the storefront and tells the storefront to take their previews
 * (http/embedding-origins.ts); under Vite the storefront trusts them itself (app/start/preview-origins.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { serializePolicy } from '../http/content-security-policy.ts';
import { publicSettingsShapes } from '../../contract/index.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { publicWebSettings } from '../tenants/public-settings.ts';
import { PREVIEW_PATH } from '../pages/static-routes.ts';

export interface FieldDescriptor {
  key: string;
  kind: 'boolean' | 'enum' | 'color';
  options?: string[];
  description?: string;
}

interface JsonSchemaField {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  description?: string;
  anyOf?: JsonSchemaField[];
}

/**
 * The switchable settings: booleans, enumerations and the colour, read from the contract's public
 * settings (the page is as public as the storefront beside it).
 */
export function settingsFields(): FieldDescriptor[] {
  const schema = z.toJSONSchema(z.object(publicSettingsShapes.web), {
    io: 'input',
    unrepresentable: 'any',
  }) as {
    properties: Record<string, JsonSchemaField>;
  };
  return Object.entries(schema.properties).flatMap(([key, field]): FieldDescriptor[] => {
    const description = field.description;
    if (field.type === 'boolean') return [{ key, kind: 'boolean', description }];
    if (Array.isArray(field.enum))
      return [{ key, kind: 'enum', options: field.enum.map(String), description }];
    if (field.type === 'string' && field.pattern?.includes('0-9a-fA-F'))
      return [{ key, kind: 'color', description }];
    return [];
  });
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The storefront the page frames: the tenant's sub-domain on this server's port. */
const storefrontUrl = (sub: string, port: string) => `http://${sub}.localhost${port ? `:${port}` : ''}/`;

/**
 * The page's own policy: its one inline script and style run by nonce, it frames only the storefront,
 * and nothing frames it.
 */
export function previewPagePolicy(nonce: string, storefrontOrigin: string): string {
  return serializePolicy([
    ['default-src', ["'none'"]],
    ['script-src', [`'nonce-${nonce}'`]],
    ['style-src', [`'nonce-${nonce}'`]],
    ['frame-src', [storefrontOrigin]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

function page(tenants: readonly Tenant[], sub: string, port: string, nonce: string): string {
  const tenant = tenants.find((t) => t.sub === sub) ?? tenants[0];
  if (!tenant) return '<!doctype html><title>No tenants</title><p>No tenants are loaded.</p>';
  // Every public key, with its default where the file has none (the fixture was parsed at load).
  const saved = publicWebSettings(tenant);
  const data = {
    sub: tenant.sub,
    storefront: storefrontUrl(tenant.sub, port),
    fields: settingsFields(),
    saved,
  };
  const options = tenants
    .map((t) => `<option value="${t.sub}"${t.sub === tenant.sub ? ' selected' : ''}>${t.sub}</option>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Settings preview: ${tenant.sub}</title>
<style nonce="${nonce}">
  body { margin: 0; font: 14px system-ui, sans-serif; display: grid; grid-template-columns: 340px 1fr; height: 100vh; color: #15171a; }
  aside { overflow-y: auto; border-right: 1px solid #e3e6ea; padding: 12px 16px; background: #f7f8fa; }
  h1 { font-size: 16px; margin: 0 0 8px; }
  .bar { display: flex; gap: 8px; align-items: center; margin-bottom: 8px; }
  label.field { display: flex; justify-content: space-between; align-items: center; gap: 8px; padding: 6px 0; border-bottom: 1px solid #eceef1; }
  label.field span { overflow-wrap: anywhere; }
  label.field small { display: block; color: #5b6270; }
  #status { min-height: 1.4em; color: #5b6270; }
  #status.warn { color: #a15c00; }
  main { display: grid; place-items: center; background: #e9ecef; }
  iframe { width: 390px; height: 844px; max-height: calc(100vh - 24px); border: 0; border-radius: 24px; background: #fff; box-shadow: 0 6px 24px rgb(0 0 0 / 0.15); }
</style>
</head>
<body>
<aside>
  <h1>Settings preview</h1>
  <div class="bar">
    <label>Tenant <select id="tenant">${options}</select></label>
    <button type="button" id="reset">Reset</button>
  </div>
  <p id="status" role="status">Waiting for the storefront…</p>
  <form id="fields"></form>
</aside>
<main><iframe id="storefront" title="Storefront" src="${data.storefront}"></iframe></main>
<script type="module" nonce="${nonce}">
const data = ${escapeJson(data)};
const frame = document.getElementById('storefront');
const form = document.getElementById('fields');
const status = document.getElementById('status');
const target = new URL(data.storefront).origin;
let current = structuredClone(data.saved);

function send() {
  frame.contentWindow.postMessage({ type: 'storefront:settings', settings: current, replace: true }, target);
}
function render() {
  form.replaceChildren(...data.fields.map((field) => {
    const label = document.createElement('label');
    label.className = 'field';
    const name = document.createElement('span');
    name.textContent = field.key;
    if (field.description) { const d = document.createElement('small'); d.textContent = field.description; name.append(d); }
    let input;
    if (field.kind === 'boolean') {
      input = document.createElement('input');
      input.type = 'checkbox';
      input.setAttribute('role', 'switch');
      input.checked = current[field.key] === true;
      input.addEventListener('change', () => { current[field.key] = input.checked; send(); });
    } else if (field.kind === 'enum') {
      input = document.createElement('select');
      for (const option of field.options) input.append(new Option(option, option, false, current[field.key] === option));
      input.addEventListener('change', () => { current[field.key] = input.value; send(); });
    } else {
      input = document.createElement('input');
      input.type = 'color';
      input.value = String(current[field.key] ?? '#fce000').slice(0, 7);
      input.addEventListener('input', () => { current[field.key] = input.value.toUpperCase(); send(); });
    }
    input.name = field.key;
    label.append(name, input);
    return label;
  }));
}
window.addEventListener('message', (event) => {
  if (event.origin !== target) return;
  if (event.data?.type === 'storefront:ready') { status.textContent = 'Storefront ready: changes apply live.'; status.className = ''; send(); }
  if (event.data?.type === 'storefront:settings-applied') {
    const warnings = event.data.warnings ?? [];
    status.textContent = warnings.length ? 'Warnings: ' + warnings.map((w) => w.key + ': ' + w.message).join('; ') : 'Applied.';
    status.className = warnings.length ? 'warn' : '';
  }
});
document.getElementById('tenant').addEventListener('change', (e) => { location.search = '?tenant=' + e.target.value; });
document.getElementById('reset').addEventListener('click', () => { current = structuredClone(data.saved); render(); send(); });
render();
// The storefront only answers origins the server allows: say how to fix it rather than wait forever.
setTimeout(() => {
  if (!status.textContent.startsWith('Waiting')) return;
  status.className = 'warn';
  status.textContent = 'The storefront did not answer. It takes previews from this page only when it is opened at http://localhost or http://127.0.0.1 on the same port, or from the origins in PREVIEW_ORIGINS.';
}, 5000);
</script>
</body>
</html>`;
}

/** GET /__preview?tenant=<sub>: register only in development. */
export function registerPreviewRoutes(app: Hono, deps: { tenants: () => readonly Tenant[] }): void {
  app.get(PREVIEW_PATH, (c) => {
    const port = new URL(c.req.url).port;
    const all = deps.tenants();
    const sub = c.req.query('tenant') ?? '';
    const shown = all.find((t) => t.sub === sub) ?? all[0];
    const nonce = randomBytes(16).toString('base64');
    const frameOrigin = shown ? new URL(storefrontUrl(shown.sub, port)).origin : "'none'";
    return c.html(page(all, sub, port, nonce), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': previewPagePolicy(nonce, frameOrigin),
      'Referrer-Policy': 'no-referrer',
    });
  });
}
