import { describe, expect, it } from 'vitest';
import { findClickLaunch, planChannels, telegramLaunch } from './channels.ts';
import { testSettings } from '../../../tests/support/tools/fixture-preview/test-data.ts';

describe('planChannels', () => {
  it('always previews web, and the messenger when the merchant has a bot', () => {
    const plans = planChannels({
      settings: testSettings({ telegramBotLink: 'https://t.me/x_bot' }),
      hasClickSettings: false,
      clickLaunch: null,
    });
    expect(plans).toEqual([
      { channel: 'web', launchQuery: '' },
      { channel: 'telegram', launchQuery: telegramLaunch },
      { channel: 'click', launchQuery: '', unavailable: 'no settings-click-app.json' },
    ]);
  });

  it('leaves the messenger out without a bot link', () => {
    const [, telegram] = planChannels({
      settings: testSettings(),
      hasClickSettings: false,
      clickLaunch: null,
    });
    expect(telegram?.unavailable).toMatch(/telegramBotLink/);
  });

  it('marks Click "not available yet" while the client cannot select it, and previews it once it can', () => {
    const settings = testSettings();
    expect(planChannels({ settings, hasClickSettings: true, clickLaunch: null })[2]).toEqual({
      channel: 'click',
      launchQuery: '',
      unavailable: 'not available yet',
    });
    expect(planChannels({ settings, hasClickSettings: true, clickLaunch: '?click=1' })[2]).toEqual({
      channel: 'click',
      launchQuery: '?click=1',
    });
  });
});

describe('findClickLaunch', () => {
  it('finds nothing with the rules of today: only tgId and launch data are recognised', () => {
    const detectChannel = ({ search }: { search: string }) =>
      new URLSearchParams(search).get('tgId') ? 'telegram' : 'web';
    expect(findClickLaunch({ detectChannel, exports: { detectChannel } })).toBeNull();
  });

  it('uses a launch query channel.ts exports when detectChannel accepts it', () => {
    const detectChannel = ({ search }: { search: string }) => (search === '?miniapp=click' ? 'click' : 'web');
    expect(
      findClickLaunch({ detectChannel, exports: { clickLaunch: '?miniapp=click', other: 'text' } }),
    ).toBe('?miniapp=click');
  });

  it('ignores a rule that throws', () => {
    const detectChannel = () => {
      throw new Error('no');
    };
    expect(findClickLaunch({ detectChannel, exports: {} })).toBeNull();
  });
});
