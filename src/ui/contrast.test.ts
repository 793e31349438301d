import { describe, expect, it } from 'vitest';
import { contrastRatio, textColorOn } from './contrast.ts';

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
  it('puts dark text on light tiles and white text on dark ones', () => {
    expect(textColorOn('#FCE000')).toBe('#111111');
    expect(textColorOn('#FFE8D6')).toBe('#111111');
    expect(textColorOn('#1D3557')).toBe('#ffffff');
    expect(textColorOn('#fff')).toBe('#111111');
  });
});
