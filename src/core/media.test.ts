import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaUrl, PLACEHOLDER_IMAGE } from './media.ts';

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

describe('mediaSrcSet', () => {
  it('offers the renditions of 1 to 2 times the drawn size, each once, the largest being the src', () => {
    expect(mediaSrcSet('a/b.jpg', { width: 240, height: 240 })?.split(', ')).toEqual([
      '/media/a/b.jpg?w=256&h=256&q=100&format=webp 256w',
      '/media/a/b.jpg?w=320&h=320&q=100&format=webp 320w',
      '/media/a/b.jpg?w=384&h=384&q=100&format=webp 384w',
      '/media/a/b.jpg?w=480&h=480&q=100&format=webp 480w',
    ]);
    expect(mediaSrcSet('a/b.jpg', { width: 240, height: 240 })).toContain(
      `${mediaUrl('a/b.jpg', { width: 480, height: 480 })} 480w`,
    );
  });

  it('offers none for a missing picture or one on another host', () => {
    expect(mediaSrcSet(null, { width: 10, height: 10 })).toBeUndefined();
    expect(mediaSrcSet('https://cdn.example.com/x.png', { width: 10, height: 10 })).toBeUndefined();
  });
});
