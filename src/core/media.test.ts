import { describe, expect, it } from 'vitest';
import { mediaUrl, PLACEHOLDER_IMAGE } from './media.ts';

describe('media URLs', () => {
  it('sends relative paths to the content host, 480x480 webp at quality 100 by default', () => {
    expect(mediaUrl('burger/products/classic.svg', {}, '/media')).toBe(
      '/media/burger/products/classic.svg?w=480&h=480&q=100&format=webp',
    );
    expect(
      mediaUrl('/burger/a.png', { width: 96, height: 64, format: 'png' }, 'https://cdn.example.uz/'),
    ).toBe('https://cdn.example.uz/burger/a.png?w=96&h=64&q=100&format=png');
  });
  it('uses full URLs as they are', () => {
    expect(mediaUrl('https://images.example.uz/a.jpg')).toBe('https://images.example.uz/a.jpg');
  });
  it('gives the placeholder when there is no image', () => {
    expect(mediaUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(mediaUrl('  ')).toBe(PLACEHOLDER_IMAGE);
  });
});
