import { describe, expect, it } from 'vitest';
import { PHONE_MASKS } from '../../core/forms/phone-masks.ts';
import { receiverForOrder, receiverProblems } from './receiver.ts';

const mask = PHONE_MASKS.UZ;

describe('receiver', () => {
  it('needs a name and a complete phone', () => {
    expect(receiverProblems({ name: ' ', phone: '+998 ' }, mask)).toEqual({
      name: { kind: 'required' },
      phone: { kind: 'required' },
    });
    expect(receiverProblems({ name: 'Анна', phone: '+998 90 123' }, mask)).toEqual({
      name: null,
      phone: { kind: 'phone' },
    });
    // The server takes texts of 500 characters at most: the form says so instead of cutting them.
    expect(receiverProblems({ name: 'А'.repeat(501), phone: '+998 90 123 45 67' }, mask).name).toEqual({
      kind: 'tooLong',
      max: 500,
    });
    expect(receiverProblems({ name: 'Анна', phone: '+998 90 123 45 67' }, mask)).toEqual({
      name: null,
      phone: null,
    });
  });

  it('sends the phone without its mask', () => {
    expect(receiverForOrder({ name: ' Анна ', phone: '+998 90 123 45 67' }, mask)).toEqual({
      name: 'Анна',
      phone: '+998901234567',
    });
    expect(receiverForOrder(null, mask)).toBeNull();
  });
});
