import { describe, expect, it } from 'vitest';
import { PHONE_MASKS } from './phone-masks.ts';
import { phoneText } from './phone-text.ts';

describe('phoneText', () => {
  it('writes the phone as the field does, unbreakable and isolated left to right', () => {
    expect(phoneText(PHONE_MASKS.UZ, '+998901234567')).toBe(
      '\u2066+998\u00a090\u00a0123\u00a045\u00a067\u2069',
    );
    expect(phoneText(PHONE_MASKS.KZ, '+77011234567')).toBe(
      '\u2066+7\u00a0701\u00a0123\u00a045\u00a067\u2069',
    );
  });
  it('writes a phone with hidden digits in the same groups, a star for each hidden digit', () => {
    expect(phoneText(PHONE_MASKS.UZ, '99890*****11')).toBe(
      '\u2066+998\u00a090\u00a0***\u00a0**\u00a011\u2069',
    );
    expect(phoneText(PHONE_MASKS.KZ, '7701*****67')).toBe('\u2066+7\u00a0701\u00a0***\u00a0**\u00a067\u2069');
  });
});
