import { describe, expect, it } from 'vitest';
import { branchAddress } from './branch-address.ts';

const branch = {
  address: "Chilonzor tumani, Bunyodkor shoh ko'chasi, 12",
  addressTranslations: { ru: 'Чиланзарский район, проспект Бунёдкор, 12', eng: ' ' },
};

describe('branchAddress', () => {
  it("shows the translation in the page's language", () => {
    expect(branchAddress(branch, 'ru')).toBe('Чиланзарский район, проспект Бунёдкор, 12');
  });
  it('shows the address as written where that language has none (or a blank one)', () => {
    expect(branchAddress(branch, 'uz')).toBe(branch.address);
    expect(branchAddress(branch, 'en')).toBe(branch.address);
    expect(branchAddress({ address: 'x' }, 'ru')).toBe('x');
  });
});
