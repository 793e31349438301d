/**
 * The fake gateways of `--demo-gateways` (and of the tests), started together on loopback ports:
 * the server's gateway addresses point at them, so a fresh clone signs customers in without the
 * internet and without a code in the server's log. Each fake shows what it received on its own page.
 *
 * One function for every outside service the server talks to: a fake for another one (Telegram's
 * Bot API, for one) is started here too, its address added to `urls` and its page to `pages`.
 */
import { startFakeEskiz, type FakeEskiz, type FakeEskizOptions } from './fake-eskiz.ts';
import { startFakePlayMobile, type FakePlayMobile, type FakePlayMobileOptions } from './fake-play-mobile.ts';

export interface DemoGatewaysOptions {
  eskiz?: FakeEskizOptions;
  playMobile?: FakePlayMobileOptions;
}

export interface DemoGateways {
  /** What the server's gateway settings should be (createApp's `sms.urls`). */
  urls: { ESKIZ: string; PLAY_MOBILE: string };
  /** Each fake's page, for a person to read: name and address. */
  pages: { name: string; url: string }[];
  eskiz: FakeEskiz;
  playMobile: FakePlayMobile;
  /** Stops every fake. */
  stop(): Promise<void>;
}

export async function startDemoGateways(options: DemoGatewaysOptions = {}): Promise<DemoGateways> {
  const eskiz = await startFakeEskiz(options.eskiz);
  let playMobile: FakePlayMobile;
  try {
    playMobile = await startFakePlayMobile(options.playMobile);
  } catch (error) {
    await eskiz.stop();
    throw error;
  }
  return {
    urls: { ESKIZ: eskiz.apiUrl, PLAY_MOBILE: playMobile.apiUrl },
    pages: [
      { name: 'Eskiz', url: `${eskiz.origin}/` },
      { name: 'Play Mobile', url: `${playMobile.origin}/` },
    ],
    eskiz,
    playMobile,
    stop: async () => {
      await Promise.all([eskiz.stop(), playMobile.stop()]);
    },
  };
}
