/**
 * The routes every provider sandbox page has: GET shows the payment read from the provider's address,
 * POST plays the chosen outcome against the merchant callbacks (over HTTP, on this server's own
 * address) and sends the customer back, or shows what went wrong. A provider gives how it reads its
 * address and how it plays an outcome; the page and the steps around them are the same.
 */
import type { Context, Hono } from 'hono';
import { htmlAnswer, safeReturnUrl, sandboxPage } from './sandbox-html.ts';
import { callbackOrigin } from './sandbox-origin.ts';

export const SANDBOX_BUTTONS = [
  { outcome: 'pay', label: 'Pay' },
  { outcome: 'decline', label: 'Decline' },
  { outcome: 'twice', label: 'Pay twice' },
] as const;
export type SandboxOutcome = (typeof SANDBOX_BUTTONS)[number]['outcome'];
const isOutcome = (value: unknown): value is SandboxOutcome =>
  SANDBOX_BUTTONS.some((b) => b.outcome === value);

/** What a sandbox page made of the provider's address. */
export interface SandboxReading {
  /** Merchant, amount, order... as label and value. */
  facts: Array<[string, string]>;
  /** Why the address cannot be paid; none: the buttons show. */
  errors: string[];
  /** False when the text was not an address at all (answered 400). */
  parsed: boolean;
  /** Where the provider sends the customer back afterwards (unchecked). */
  returnUrl: string | null;
}

export interface SandboxProvider<R extends SandboxReading> {
  /** The provider's name on the page. */
  name: string;
  read(checkout: string): Promise<R>;
  /**
   * Plays an outcome against the callbacks under `callbackBase` (`<origin><api>/payments/v1`);
   * null when the reading cannot be played (the page then shows its errors).
   */
  play(
    outcome: SandboxOutcome,
    reading: R,
    callbackBase: string,
  ): Promise<{ log: string[]; errors: string[] }> | null;
}

export function registerSandboxRoutes<R extends SandboxReading>(
  app: Hono,
  base: string,
  path: string,
  provider: SandboxProvider<R>,
): void {
  const page = (reading: R, checkout: string, extra: { log?: string[]; errors?: string[] } = {}) =>
    htmlAnswer(
      sandboxPage({
        provider: provider.name,
        facts: reading.facts,
        errors: [...reading.errors, ...(extra.errors ?? [])],
        log: extra.log ?? [],
        checkout,
        buttons: reading.parsed && reading.errors.length === 0 ? SANDBOX_BUTTONS : [],
        returnUrl: safeReturnUrl(reading.returnUrl),
      }),
      reading.parsed ? 200 : 400,
    );

  app.get(path, async (c) => {
    const checkout = c.req.query('checkout') ?? '';
    return page(await provider.read(checkout), checkout);
  });

  app.post(path, async (c: Context) => {
    const body = await c.req.parseBody();
    const checkout = typeof body.checkout === 'string' ? body.checkout : '';
    const reading = await provider.read(checkout);
    if (!isOutcome(body.outcome))
      return page(reading, checkout, { errors: ['Choose Pay, Decline or Pay twice.'] });
    const played = reading.errors.length
      ? null
      : provider.play(body.outcome, reading, `${callbackOrigin(c)}${base}`);
    if (!played) return page(reading, checkout);
    const result = await played;
    const back = safeReturnUrl(reading.returnUrl);
    if (result.errors.length || !back) return page(reading, checkout, result);
    return c.redirect(back, 303);
  });
}
