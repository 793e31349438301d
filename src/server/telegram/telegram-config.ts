/**
 * Where the merchants' bots send their messages: the Bot API's base address, from TELEGRAM_API_URL
 * (or createApp's `telegram.apiUrl`), checked at start like the security settings
 * (http/security-config.ts), so a typo stops the server instead of silently losing every message.
 *
 * - unset or empty: Telegram's own `https://api.telegram.org` in production mode (NODE_ENV=production,
 *   as `npm start` runs); in development (`npm run dev`, `--dev-inbox`) and tests nothing is sent and
 *   the messages stay recorded (bot_messages status `recorded`), so no demo or test ever writes to a
 *   real chat;
 * - `off`: nothing is sent in any mode (a staging copy of production data, say);
 * - an `http://` or `https://` address without query, fragment or credentials: the Bot API there, e.g.
 *   a self-hosted telegram-bot-api server, or the fake of dev/fake-gateways/fake-telegram.ts. Requests go to
 *   `<address>/bot<token>/sendMessage`, as Telegram documents ("Making requests"); the token travels in
 *   the path, so an address off this machine should be https.
 */
import { z } from 'zod';
import { DeploymentConfigError } from '../http/security-config.ts';

export const DEFAULT_TELEGRAM_API_URL = 'https://api.telegram.org';

export interface TelegramConfig {
  /** The Bot API's base address without a trailing slash; null: nothing is sent. */
  apiUrl: string | null;
}

const ApiUrl = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text.toLowerCase() === 'off') return null;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `"${text}" is not an address like https://api.telegram.org` });
      return z.NEVER;
    }
    const problems = [
      ...(url.protocol === 'http:' || url.protocol === 'https:' ? [] : ['must be http:// or https://']),
      ...(url.username || url.password ? ['must not carry a user name or password'] : []),
      ...(url.search || url.hash ? ['must not carry a query or a fragment'] : []),
    ];
    for (const problem of problems) ctx.addIssue({ code: 'custom', message: `"${text}" ${problem}` });
    if (problems.length > 0) return z.NEVER;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  });

/**
 * The Telegram settings in force.
 * @param override createApp's option: wins over the environment (null: send nothing)
 * @param production whether an unset address means Telegram's (production) or nothing (development)
 * @throws DeploymentConfigError naming TELEGRAM_API_URL and the problem
 */
export function resolveTelegramConfig(
  override: string | null | undefined,
  production: boolean,
  env: NodeJS.ProcessEnv = process.env,
): TelegramConfig {
  if (override === null) return { apiUrl: null };
  const given = override ?? env.TELEGRAM_API_URL;
  if (given === undefined || given.trim() === '')
    return { apiUrl: production ? DEFAULT_TELEGRAM_API_URL : null };
  const parsed = ApiUrl.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new DeploymentConfigError(`Invalid Telegram settings: TELEGRAM_API_URL: ${problems}`);
  }
  return { apiUrl: parsed.data };
}
