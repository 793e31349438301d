/**
 * What Telegram puts in the Mini App's URL hash when it opens it (tgWebAppData, the signed init data,
 * and its theme), and the user inside the init data. Nothing here is trusted: the server checks the
 * signature; the storefront only reads the language and the theme from it.
 */
import { z } from 'zod';
import { hasInitData } from '../../start/channel.ts';

const ThemeParams = z
  .object({
    bg_color: z.string().optional(),
    text_color: z.string().optional(),
    button_color: z.string().optional(),
    button_text_color: z.string().optional(),
  })
  .catch({});

export const TelegramUser = z.object({
  id: z.number(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  language_code: z.string().optional(),
});
export type TelegramUser = z.infer<typeof TelegramUser>;

export interface LaunchParams {
  initData: string;
  themeParams: z.infer<typeof ThemeParams>;
}

function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
}

/** The launch parameters of the hash, or null when the hash has no usable init data. */
export function readLaunchParams(hash: string): LaunchParams | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const initData = params.get('tgWebAppData');
  if (!hasInitData(initData)) return null;
  return { initData, themeParams: ThemeParams.parse(parseJson(params.get('tgWebAppThemeParams'))) };
}

/** The Telegram user described by the init data (unverified: for the language only). */
export function userOfInitData(initData: string): TelegramUser | null {
  try {
    const parsed = TelegramUser.safeParse(JSON.parse(new URLSearchParams(initData).get('user') ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
