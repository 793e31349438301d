/**
 * The fake gateways of `--demo-gateways` (and of the tests), started together on loopback ports:
 * the server's gateway addresses point at them, so a fresh clone signs customers in without the
 * internet and without a code in the server's log. Each fake shows what it received on its own page.
 * The merchants' bots go to a fake Bot API too: the demo tenants' bot tokens must never reach
 * Telegram from a demo.
 *
 * One function for every outside service the server talks to: a fake for another one is started here
 * too, its address added to `urls` and its page to `pages`.
 */
import { startFakeEskiz, type FakeEskiz, type FakeEskizOptions } from './fake-eskiz.ts';
import { startFakePlayMobile, type FakePlayMobile, type FakePlayMobileOptions } from './fake-play-mobile.ts';
import { startFakeTelegram, type FakeTelegram, type FakeTelegramOptions } from './fake-telegram.ts';

export interface DemoGatewaysOptions {
  eskiz?: FakeEskizOptions;
  playMobile?: FakePlayMobileOptions;
  telegram?: FakeTelegramOptions;
}

export interface DemoGateways {
  /** What the server's gateway settings should be (createApp's `sms.urls`, `telegram.apiUrl`). */
  urls: { ESKIZ: string; PLAY_MOBILE: string; TELEGRAM: string };
  /** Each fake's page, for a person to read: name and address. */
  pages: { name: string; url: string }[];
  eskiz: FakeEskiz;
  playMobile: FakePlayMobile;
  telegram: FakeTelegram;
  /** Stops every fake. */
  stop(): Promise<void>;
}

export async function startDemoGateways(options: DemoGatewaysOptions = {}): Promise<DemoGateways> {
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((fake) => fake.stop()));
  };
  // Each fake is remembered as soon as it listens: one failing to start stops those before it.
  const start = async <T extends { stop(): Promise<void> }>(fake: Promise<T>): Promise<T> => {
    try {
      const running = await fake;
      started.push(running);
      return running;
    } catch (error) {
      await stopAll();
      throw error;
    }
  };
  const eskiz = await start(startFakeEskiz(options.eskiz));
  const playMobile = await start(startFakePlayMobile(options.playMobile));
  const telegram = await start(startFakeTelegram(options.telegram));
  return {
    urls: { ESKIZ: eskiz.apiUrl, PLAY_MOBILE: playMobile.apiUrl, TELEGRAM: telegram.url },
    pages: [
      { name: 'Eskiz', url: `${eskiz.origin}/` },
      { name: 'Play Mobile', url: `${playMobile.origin}/` },
      { name: 'Telegram Bot API', url: `${telegram.url}/` },
    ],
    eskiz,
    playMobile,
    telegram,
    stop: stopAll,
  };
}
