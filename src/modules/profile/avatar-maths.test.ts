import { describe, expect, it } from 'vitest';
import { dataUrlBytes, fitWithin, initialsOf, photoErrorOf, UPLOAD_MAX_SIDE } from './avatar-maths.ts';

describe('fitWithin', () => {
  it('shrinks the longer side to the limit and keeps the proportions', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: UPLOAD_MAX_SIDE, height: 768 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 768, height: UPLOAD_MAX_SIDE });
    expect(fitWithin(3000, 3000, 512)).toEqual({ width: 512, height: 512 });
  });
  it('never enlarges and never reaches zero', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1024, 1024)).toEqual({ width: 1024, height: 1024 });
    expect(fitWithin(10_000, 3)).toEqual({ width: 1024, height: 1 });
  });
  it('refuses a size the browser could not measure', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('dataUrlBytes', () => {
  const url = (bytes: number) => `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
  it('counts the decoded bytes, padding included', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000, 3 * 1024 * 1024 + 1])
      expect(dataUrlBytes(url(n)), String(n)).toBe(n);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name, upper case', () => {
    expect(initialsOf('алишер', 'навоий')).toBe('А\u200cН');
    expect(initialsOf('نور', 'حسن')).toBe('ن\u200cح');
    expect(initialsOf(' Aziz ', null)).toBe('A');
    expect(initialsOf(null, undefined)).toBe('');
    expect(initialsOf('𠮷野', '')).toBe('𠮷');
  });
});

describe('photoErrorOf', () => {
  it("maps the server's codes to the module's texts", () => {
    expect(photoErrorOf({ status: 400, code: 'NOT_AN_IMAGE' })).toBe('profile.photoNotImage');
    expect(photoErrorOf({ status: 413, code: 'IMAGE_TOO_LARGE' })).toBe('profile.photoTooLarge');
    expect(photoErrorOf({ status: 413 })).toBe('profile.photoTooLarge');
    expect(photoErrorOf({ status: 0 })).toBe('profile.photoFailed');
    expect(photoErrorOf({ status: 400, code: 'VALIDATION' })).toBe('profile.photoFailed');
  });
});
