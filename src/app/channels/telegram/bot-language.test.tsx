// @vitest-environment happy-dom
/**
 * The language switch inside the Mini App tells the merchant's bot (botLanguage) through the app's API
 * client, without making the switch wait; elsewhere, or for a guest, nothing is sent. And the bot
 * session's confirmation (botAuth) at launch, which also tells a language chosen before signing in.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../core/api/client.ts';
import type { AppLanguage } from '../../../core/i18n/languages.ts';
import { Messages } from '../../../core/i18n/messages.ts';
import { StorefrontContext, type Storefront } from '../../../core/storefront.tsx';
import LanguageSwitcher from '../../../modules/languages/language-switcher.tsx';
import { confirmBotSession } from './bot-calls.ts';
import { useLanguageForBot } from './bot-language.ts';

/** The call's code is a chunk of its own: its first load (a transform in tests) takes over a second on a busy machine. */
const LOADS = { timeout: 10_000 };

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const INIT_DATA = 'query_id=AAE1&user=%7B%22id%22%3A42%7D&auth_date=1760000000&hash=abc';
const TOKEN = 'session-token';

interface Sent {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

/** The app's API client over a fetch that answers `reply` and keeps what was sent. */
function apiWith(reply: (url: string) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    merchantId: () => 7,
    token: () => TOKEN,
    language: () => 'ru',
    fetch: async (input, init = {}) => {
      sent.push({
        method: init.method ?? 'GET',
        url: String(input),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: (init.headers as Record<string, string>).Authorization,
      });
      return reply(String(input));
    },
  });
  return { api, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const messages = new Messages('ru');
messages.add('languages', { choose: 'Язык' });

/** The storefront's switcher, with the language setter Bootstrap gives it. */
function Harness(props: {
  api: ReturnType<typeof createApiClient>;
  active: boolean;
  signedIn: boolean;
  onLanguage: (lang: AppLanguage) => void;
}) {
  const [lang, setLang] = useState<AppLanguage>('ru');
  const setLanguage = useLanguageForBot({
    active: props.active,
    initData: INIT_DATA,
    signedIn: props.signedIn,
    lang,
    api: props.api,
    setLanguage: (next) => {
      setLang(next);
      props.onLanguage(next);
    },
  });
  // Only what the switcher reads.
  const storefront = {
    lang,
    activeLanguages: ['ru', 'uz', 'en'],
    setLanguage,
    messages,
  } as unknown as Storefront;
  return (
    <StorefrontContext.Provider value={storefront}>
      <LanguageSwitcher />
    </StorefrontContext.Provider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function renderSwitcher(props: Omit<Parameters<typeof Harness>[0], 'onLanguage'>) {
  const chosen: AppLanguage[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const render = (next: typeof props) =>
    act(async () => root?.render(<Harness {...next} onLanguage={(lang) => chosen.push(lang)} />));
  await render(props);
  const choose = async (name: string) => {
    await act(async () => container.querySelector<HTMLButtonElement>('.langs__button')?.click());
    const option = [...container.querySelectorAll<HTMLButtonElement>('.langs__option')].find(
      (button) => button.textContent === name,
    );
    if (!option) throw new Error(`no option ${name}`);
    await act(async () => option.click());
  };
  return { chosen, choose, render, button: () => container.querySelector('.langs__button')?.textContent };
}

describe('the language switch in the Telegram Mini App', () => {
  it("tells the bot the customer's new language with botLanguage", async () => {
    const { api, sent } = apiWith(() => json({ ok: true }));
    const view = await renderSwitcher({ api, active: true, signedIn: true });
    await view.choose("O'zbekcha");
    expect(view.chosen).toEqual(['uz']);
    expect(view.button()).toContain('UZ');
    // The call's code loads with it: wait for the call, not for a time.
    await vi.waitFor(() => expect(sent).toHaveLength(1), LOADS);
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/webbot/v1/users/logout',
        body: { initData: INIT_DATA, language: 'uz' },
        authorization: `Bearer ${TOKEN}`,
      },
    ]);
    // English goes in the backend's spelling.
    await view.choose('English');
    await vi.waitFor(() => expect(sent).toHaveLength(2), LOADS);
    expect(sent.at(-1)?.body).toEqual({ initData: INIT_DATA, language: 'eng' });
  });

  it('switches at once whatever the server says, and only notes a refusal', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, sent } = apiWith(() => new Promise<Response>((resolve) => (answer = resolve)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await renderSwitcher({ api, active: true, signedIn: true });
    await view.choose("O'zbekcha");
    // The server has not answered yet: the interface is already in Uzbek.
    expect(view.button()).toContain('UZ');
    await vi.waitFor(() => expect(sent).toHaveLength(1), LOADS);
    await act(async () => answer(json({ code: 'INIT_DATA_EXPIRED', description: 'expired' }, 403)));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('INIT_DATA_EXPIRED')));
    expect(view.chosen).toEqual(['uz']);
  });

  it('sends nothing outside the Mini App, for a guest, or for the language already shown', async () => {
    // Each time, a switch that must not tell is followed by one that must: the call's code loads
    // with the first call, so only the second call arriving shows that the first sent nothing.
    for (const props of [
      { active: false, signedIn: true },
      { active: true, signedIn: false },
      { active: true, signedIn: true },
    ]) {
      const { api, sent } = apiWith(() => json({ ok: true }));
      const view = await renderSwitcher({ api, ...props });
      await view.choose(props.active && props.signedIn ? 'Русский' : "O'zbekcha");
      await view.render({ api, active: true, signedIn: true });
      await view.choose('English');
      await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
      expect(sent.map((call) => call.body)).toEqual([{ initData: INIT_DATA, language: 'eng' }]);
      act(() => root?.unmount());
    }
  });
});

describe('the bot session at launch', () => {
  it('confirms the session with botAuth, then tells a language chosen before signing in', async () => {
    const { api, sent } = apiWith((url) =>
      url.endsWith('/auth')
        ? json({
            status: 'ACTIVE',
            initData: INIT_DATA,
            phone: '+998901234567',
            firstName: null,
            lastName: null,
          })
        : json({ ok: true }),
    );
    await confirmBotSession(api, INIT_DATA, 'en');
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/webbot/v1/users/auth', { initData: INIT_DATA }],
      ['PUT', '/api/webbot/v1/users/logout', { initData: INIT_DATA, language: 'eng' }],
    ]);
  });

  it('tells no language when the customer chose none (no cookie, or not a language of the storefront)', async () => {
    const session = {
      status: 'ACTIVE',
      initData: INIT_DATA,
      phone: '+998901234567',
      firstName: null,
      lastName: null,
    };
    for (const chosen of [null, 'xx']) {
      const { api, sent } = apiWith(() => json(session));
      await confirmBotSession(api, INIT_DATA, chosen);
      expect(sent.map((call) => call.url)).toEqual(['/api/webbot/v1/users/auth']);
    }
  });

  it('tells no language when botAuth is refused (another Telegram account, stale init data)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, sent } = apiWith(() => json({ code: 'TELEGRAM_MISMATCH', description: 'no' }, 403));
    await confirmBotSession(api, INIT_DATA, 'uz');
    expect(sent.map((call) => call.url)).toEqual(['/api/webbot/v1/users/auth']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('TELEGRAM_MISMATCH'));
  });
});
