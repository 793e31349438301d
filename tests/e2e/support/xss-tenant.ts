/**
 * A copy of a demo tenant with an XSS payload in every merchant-controlled text and link.
 *
 * The JSON is walked generically, so a text a new fixture field adds is covered without a change here:
 * every string leaf gets a payload except ids, image paths, colours and the merchant's identity. Enums,
 * dates, times and constrained links are refused by the contract; those leaves are put back, file by
 * file, until the copy validates, and the server's own loader checks the result. Every planted payload
 * is recorded with its file and JSON path, so a hit names the field it came through.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BackendLanguage } from '../../../src/contract/index.ts';
import { fixtureFiles, type FixtureData, type FixtureKey } from '../../../src/contract/fixtures.ts';
import { assembleCatalogue } from '../../../src/core/catalogue/assemble.ts';
import { loadTenants } from '../../../src/server/tenants/load-tenants.ts';
import { linkXssPayloads, textXssPayloads, type Payload } from './xss-payloads.ts';

const fixturesRoot = path.join(import.meta.dirname, '../../../fixtures');

/** One payload written into one field. */
export interface PlantedPayload {
  id: number;
  /** Tenant sub, or "customer" for what a test types as a customer. */
  tenant: string;
  file: string;
  /** JSON path inside the file, e.g. products[0].name.ru */
  path: string;
  payload: Payload;
  /** The string written (for HTML fields, the part of it this payload is). */
  value: string;
}

/** Hands out payload ids and remembers where each went; one ledger spans every copied tenant. */
export class XssLedger {
  private readonly planted = new Map<number, PlantedPayload>();
  private nextId = 1;

  plant(tenant: string, file: string, jsonPath: string, payload: Payload): PlantedPayload {
    const id = this.nextId++;
    const entry = { id, tenant, file, path: jsonPath, payload, value: payload.make(id) };
    this.planted.set(id, entry);
    return entry;
  }

  forget(id: number): void {
    this.planted.delete(id);
  }

  /** What a hook call with this id means, for failure messages. */
  describe(id: unknown): string {
    const entry = typeof id === 'number' ? this.planted.get(id) : undefined;
    return entry
      ? `#${id} ${entry.payload.name} in ${entry.tenant} ${entry.file} ${entry.path}`
      : `#${String(id)} (not a planted id)`;
  }

  all(): PlantedPayload[] {
    return [...this.planted.values()];
  }
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonPath = (string | number)[];

/** Keys whose strings are not texts: ids and secrets, image paths, colours. */
const keptKeys =
  /^(\$schema|sub|domainUrl|id|image|icon|cover|logo|favicon|gallery)$|(Id|Key|Token|color|Color)$/;
const languageKeys = new Set<string>(BackendLanguage.options);
/** Keys whose strings are links. */
const linkKeys = new Set([
  'link',
  'telegram',
  'instagram',
  'facebook',
  'iosAppLink',
  'androidAppLink',
  'telegramBotLink',
  'domain',
]);
/** Merchant HTML (sanitised by the storefront): every payload at once, as a merchant could paste it. */
const isHtmlField = (file: string, key: string) => file === fixtureFiles.policies.file && key === 'text';

const formatPath = (jsonPath: JsonPath) =>
  jsonPath.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface Leaf {
  path: JsonPath;
  original: string;
  kind: 'text' | 'link' | 'html';
  /** Payloads of its kind tried so far (the schema refused the earlier ones). */
  tried: number;
  ids: number[];
}

const payloadsOf = (kind: 'text' | 'link') => (kind === 'text' ? textXssPayloads : linkXssPayloads);

class Planter {
  readonly leaves: Leaf[] = [];
  /** Rotates through the corpus, so neighbouring fields carry different payloads. */
  private turn = { text: 0, link: 0 };

  constructor(
    private readonly ledger: XssLedger,
    private readonly tenant: string,
    private readonly file: string,
  ) {}

  /** Every payload in one HTML text: text payloads as markup, link payloads as links' targets. */
  private html(jsonPath: JsonPath): { value: string; ids: number[] } {
    const where = formatPath(jsonPath);
    const last = (p: Payload) => (p.swallowsRest ? 1 : 0);
    const parts = [
      ...linkXssPayloads.map((p) => {
        const planted = this.ledger.plant(this.tenant, this.file, where, p);
        return { ...planted, value: `<a href="${escapeAttribute(planted.value)}">${p.name}</a>` };
      }),
      ...[...textXssPayloads]
        .sort((a, b) => last(a) - last(b))
        .map((p) => this.ledger.plant(this.tenant, this.file, where, p)),
    ];
    return {
      value: `<p>policy text</p>${parts.map((p) => p.value).join('<br>')}`,
      ids: parts.map((p) => p.id),
    };
  }

  /** Plants the next payload of the leaf's kind into it; false when every one has been tried. */
  replant(root: Json, leaf: Leaf): boolean {
    leaf.ids.forEach((id) => this.ledger.forget(id));
    if (leaf.kind === 'html' || leaf.tried >= payloadsOf(leaf.kind).length) {
      setAt(root, leaf.path, leaf.original);
      this.leaves.splice(this.leaves.indexOf(leaf), 1);
      return false;
    }
    const list = payloadsOf(leaf.kind);
    const planted = this.ledger.plant(
      this.tenant,
      this.file,
      formatPath(leaf.path),
      list[this.turn[leaf.kind]++ % list.length]!,
    );
    leaf.tried += 1;
    leaf.ids = [planted.id];
    setAt(root, leaf.path, planted.value);
    return true;
  }

  private kindOf(jsonPath: JsonPath, parent: Json): Leaf['kind'] | null {
    // The field's own key: a localized text's language and an array's index are not field names.
    const key =
      [...jsonPath]
        .reverse()
        .find((part): part is string => typeof part === 'string' && !languageKeys.has(part)) ?? '';
    if (keptKeys.test(key)) return null;
    if (isHtmlField(this.file, key)) return 'html';
    // A contact's value is a link, except for an address, which is shown as text.
    const contactLink =
      key === 'value' &&
      !!parent &&
      typeof parent === 'object' &&
      !Array.isArray(parent) &&
      parent.type !== 'ADDRESS';
    return linkKeys.has(key) || contactLink ? 'link' : 'text';
  }

  walk(value: Json, jsonPath: JsonPath = []): Json {
    if (Array.isArray(value)) return value.map((item, i) => this.walkChild(item, [...jsonPath, i], value));
    if (value && typeof value === 'object') {
      const out: Record<string, Json> = {};
      for (const [key, item] of Object.entries(value))
        out[key] = this.walkChild(item, [...jsonPath, key], value);
      return out;
    }
    return value;
  }

  private walkChild(value: Json, jsonPath: JsonPath, parent: Json): Json {
    if (typeof value !== 'string') return this.walk(value, jsonPath);
    const kind = this.kindOf(jsonPath, parent);
    if (!kind) return value;
    const leaf: Leaf = { path: jsonPath, original: value, kind, tried: 0, ids: [] };
    this.leaves.push(leaf);
    if (kind === 'html') {
      const { value: html, ids } = this.html(jsonPath);
      leaf.ids = ids;
      return html;
    }
    const list = payloadsOf(kind);
    const planted = this.ledger.plant(
      this.tenant,
      this.file,
      formatPath(jsonPath),
      list[this.turn[kind]++ % list.length]!,
    );
    leaf.tried = 1;
    leaf.ids = [planted.id];
    return planted.value;
  }
}

function setAt(root: Json, jsonPath: JsonPath, value: string): void {
  let node = root as Record<string | number, Json>;
  for (const part of jsonPath.slice(0, -1)) node = node[part] as Record<string | number, Json>;
  node[jsonPath.at(-1)!] = value;
}

const startsWith = (full: JsonPath, prefix: readonly PropertyKey[]) =>
  prefix.length <= full.length && prefix.every((part, i) => part === full[i]);

/**
 * Tries the next payload in every leaf the file's schema refuses (a banner link must be an internal
 * path), and puts the original back once none fits (an enum, a date), until the file validates.
 * @throws Error when the file is invalid for a reason no planted payload explains
 */
function keepValid(key: FixtureKey, json: Json, planter: Planter): void {
  const schema = fixtureFiles[key].schema;
  for (;;) {
    const result = schema.safeParse(json);
    if (result.success) return;
    const refused = planter.leaves.filter((leaf) =>
      result.error.issues.some((issue) => startsWith(leaf.path, issue.path)),
    );
    if (refused.length === 0)
      throw new Error(`${key}: invalid without any payload to blame: ${result.error.message}`);
    for (const leaf of refused) planter.replant(json, leaf);
  }
}

/**
 * Every kind of link the settings can hold, switched on, so each reaches the page: the social links
 * with their flags, and one extra contact per kind that is a link.
 */
function withEveryLink(settings: Record<string, Json>, web: boolean): Record<string, Json> {
  const contacts = Array.isArray(settings.contacts) ? settings.contacts : [];
  return {
    ...settings,
    phone: settings.phone ?? '+998712000000',
    telegram: 'https://t.me/example',
    instagram: 'https://instagram.com/example',
    facebook: 'https://facebook.com/example',
    phoneActive: true,
    telegramActive: true,
    instagramActive: true,
    facebookActive: true,
    // App links are web settings only (the Click app's settings have none).
    ...(web
      ? {
          iosAppLink: 'https://apps.apple.com/app/id1',
          androidAppLink: 'https://play.google.com/store/apps/details?id=example',
          telegramBotLink: 'https://t.me/example_bot',
        }
      : {}),
    contacts: [
      ...contacts,
      ...['TELEGRAM', 'INSTAGRAM', 'FACEBOOK', 'WEBSITE'].map((type) => ({
        type,
        value: 'https://example.com',
        title: null,
      })),
    ],
  };
}

export interface XssTenant {
  sub: string;
  dir: string;
}

/**
 * Copies fixtures/<sub> (media included) into `parent`, plants the corpus in it and checks it with the
 * server's fixture loader.
 */
export function writeXssTenant(sub: string, parent: string, ledger: XssLedger): XssTenant {
  const source = path.join(fixturesRoot, sub);
  const dir = path.join(parent, sub);
  fs.cpSync(source, dir, { recursive: true });
  for (const key of Object.keys(fixtureFiles) as FixtureKey[]) {
    const file = path.join(dir, fixtureFiles[key].file);
    if (!fs.existsSync(file)) continue;
    let json = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    if (key === 'settingsWeb' || key === 'settingsClickApp')
      json = withEveryLink(json as Record<string, Json>, key === 'settingsWeb');
    const planter = new Planter(ledger, sub, fixtureFiles[key].file);
    const planted = planter.walk(json);
    keepValid(key, planted, planter);
    fs.writeFileSync(file, JSON.stringify(planted, null, 2));
  }
  // The server refuses invalid fixtures at start; fail here first, with the loader's own words.
  loadTenants([dir]);
  return { sub, dir };
}

/** The copy's files, parsed through the contract, to find what each screen shows. */
export function readCopy(tenant: XssTenant) {
  const read = <K extends FixtureKey>(key: K) =>
    fixtureFiles[key].schema.parse(
      JSON.parse(fs.readFileSync(path.join(tenant.dir, fixtureFiles[key].file), 'utf8')),
    ) as FixtureData[K];
  return {
    settings: read('settingsWeb'),
    clickSettings: read('settingsClickApp'),
    catalogue: assembleCatalogue(read('catalogue')),
    branches: read('branches').items,
    banners: fs.existsSync(path.join(tenant.dir, fixtureFiles.banners.file)) ? read('banners').items : [],
    stories: fs.existsSync(path.join(tenant.dir, fixtureFiles.stories.file)) ? read('stories').items : [],
  };
}
