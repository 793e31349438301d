import { describe, expect, it } from 'vitest';
import { applyPreviewMessage } from './live-preview.ts';

const admin = 'https://admin.example.uz';
const saved = { bannersActive: true, storiesActive: true, mainColor: '#D62828' };

describe('live settings preview', () => {
  it('merges a change from an allowed origin over the saved settings', () => {
    const result = applyPreviewMessage(
      { type: 'storefront:settings', settings: { storiesActive: false } },
      admin,
      [admin],
      saved,
      'web',
    );
    expect(result?.settings).toMatchObject({
      bannersActive: true,
      storiesActive: false,
      mainColor: '#D62828',
    });
  });
  it('can replace the saved settings as a whole', () => {
    const result = applyPreviewMessage(
      { type: 'storefront:settings', settings: { isDark: true }, replace: true },
      admin,
      [admin],
      saved,
      'web',
    );
    expect(result?.settings).toMatchObject({ bannersActive: false, isDark: true, mainColor: '#FCE000' });
  });
  it('ignores other origins and other messages', () => {
    expect(
      applyPreviewMessage(
        { type: 'storefront:settings', settings: { isDark: true } },
        'https://evil.example',
        [admin],
        saved,
        'web',
      ),
    ).toBeNull();
    expect(applyPreviewMessage({ type: 'something-else' }, admin, [admin], saved, 'web')).toBeNull();
    expect(applyPreviewMessage('storefront:settings', admin, [admin], saved, 'web')).toBeNull();
  });
  it('re-validates through the contract: a broken value turns its feature off with a warning', () => {
    const result = applyPreviewMessage(
      { type: 'storefront:settings', settings: { bannersActive: 'yes' } },
      admin,
      [admin],
      saved,
      'web',
    );
    expect(result?.settings.bannersActive).toBe(false);
    expect(result?.warnings.map((w) => w.key)).toEqual(['bannersActive']);
  });
});
