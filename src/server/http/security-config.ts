/**
 * What a deployment tells the server about its security headers, from the environment (or
 * createApp's `security` option), checked at start so a typo stops the server instead of silently
 * leaving a page unframeable or a script blocked:
 *
 * - PREVIEW_ORIGINS: merchants' admin origins, comma separated. They may frame the storefront and
 *   send it live settings previews; the storefront learns them from the boot data, never from its build.
 * - FRAME_ANCESTORS: more origins that may frame the storefront without sending previews (e.g. a
 *   mini app client not in embedding-origins.ts yet).
 * - CSP_SOURCES: more sources for the page's Content-Security-Policy, written like the header:
 *   `connect-src https://api.example.com; img-src https://cdn.example.com`. For a deployment whose
 *   API, media or map tiles live on another origin. Keywords ('unsafe-inline', 'unsafe-eval', ...)
 *   and `*` are refused: loosening script execution is a code change, not a setting.
 * - TRUST_PROXY: `true` when a TLS-terminating proxy sits in front and sets X-Forwarded-Proto; only
 *   then does that header count for HSTS. Without it any client could claim it came over TLS.
 */
import { z } from 'zod';
import { OriginList, WebOrigin } from './embedding-origins.ts';

/** Fetch directives a deployment may add sources to. */
export const EXTENDABLE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'worker-src',
  'frame-src',
  'manifest-src',
] as const;
export type ExtendableDirective = (typeof EXTENDABLE_DIRECTIVES)[number];

/** CSP sources by directive. */
export type DirectiveSources = Partial<Record<ExtendableDirective, readonly string[]>>;

/** A source a deployment may add: an origin (http, https, ws, wss) or a scheme like `https:` or `blob:`. */
const isSource = (source: string) =>
  /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(source) ||
  /^(https|wss|data|blob):$/.test(source);

/** CSP_SOURCES: `directive source source; directive source`. */
const SourceList = z.string().transform((text, ctx) => {
  const sources: Partial<Record<ExtendableDirective, string[]>> = {};
  for (const part of text.split(';')) {
    const [directive, ...rest] = part.trim().split(/\s+/).filter(Boolean);
    if (!directive) continue;
    if (!(EXTENDABLE_DIRECTIVES as readonly string[]).includes(directive)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${directive}" cannot be extended; one of ${EXTENDABLE_DIRECTIVES.join(', ')}`,
      });
      continue;
    }
    for (const source of rest.filter((item) => !isSource(item)))
      ctx.addIssue({
        code: 'custom',
        message: `"${source}" is not a host like https://cdn.example.com or a scheme like https: (keywords and * are refused)`,
      });
    const key = directive as ExtendableDirective;
    sources[key] = [...(sources[key] ?? []), ...rest];
  }
  return sources;
});

const Flag = z.enum(['true', 'false', '1', '0', '']).transform((value) => value === 'true' || value === '1');

const SecurityEnv = z.object({
  PREVIEW_ORIGINS: OriginList.default([]),
  FRAME_ANCESTORS: OriginList.default([]),
  CSP_SOURCES: SourceList.default({}),
  TRUST_PROXY: Flag.default(false),
});

/** The deployment's security settings in force. */
export interface SecurityConfig {
  previewOrigins: readonly string[];
  frameAncestors: readonly string[];
  extraSources: DirectiveSources;
  /** X-Forwarded-Proto is believed (a TLS-terminating proxy in front). */
  trustProxy: boolean;
}

/** A deployment setting that cannot be used; the message names the variable and what was expected. */
export class DeploymentConfigError extends Error {
  override name = 'DeploymentConfigError';
}

/**
 * The security settings from the environment, then the given overrides (tests, embedding servers).
 * @throws DeploymentConfigError naming the variable and the problem
 */
export function resolveSecurityConfig(
  overrides: Partial<SecurityConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): SecurityConfig {
  const parsed = SecurityEnv.safeParse({
    PREVIEW_ORIGINS: env.PREVIEW_ORIGINS,
    FRAME_ANCESTORS: env.FRAME_ANCESTORS,
    CSP_SOURCES: env.CSP_SOURCES,
    TRUST_PROXY: env.TRUST_PROXY?.trim().toLowerCase(),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`);
    throw new DeploymentConfigError(`Invalid security settings: ${problems.join('; ')}`);
  }
  const fromEnv: SecurityConfig = {
    previewOrigins: parsed.data.PREVIEW_ORIGINS,
    frameAncestors: parsed.data.FRAME_ANCESTORS,
    extraSources: parsed.data.CSP_SOURCES,
    trustProxy: parsed.data.TRUST_PROXY,
  };
  const merged = { ...fromEnv, ...overrides };
  // Overrides come from code, but they end up in headers all the same: the same rules apply.
  for (const origin of [...merged.previewOrigins, ...merged.frameAncestors]) {
    const checked = WebOrigin.safeParse(origin);
    if (!checked.success || checked.data !== origin)
      throw new DeploymentConfigError(`Invalid security settings: "${origin}" is not a normalised origin`);
  }
  return merged;
}
