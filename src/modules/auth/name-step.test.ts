import { describe, expect, it } from 'vitest';
import { afterSignIn, cleanName, NAME_STEP_PATH, needsName } from './name-step.ts';

describe('needsName', () => {
  it('asks an account without a first name, or with only spaces', () => {
    expect(needsName({ firstName: null })).toBe(true);
    expect(needsName({})).toBe(true);
    expect(needsName({ firstName: '  ' })).toBe(true);
    expect(needsName({ firstName: 'Алишер' })).toBe(false);
  });
});

describe('afterSignIn', () => {
  it('goes through the name step to where the customer was going, only when the account has no name', () => {
    expect(afterSignIn({ firstName: null }, '/checkout')).toEqual({
      to: NAME_STEP_PATH,
      state: { from: '/checkout' },
    });
    expect(afterSignIn({ firstName: 'Dilnoza' }, '/checkout')).toEqual({ to: '/checkout', state: undefined });
  });
});

describe('cleanName', () => {
  it('keeps the name as the server keeps it', () => {
    expect(cleanName('  Анна   Мария ')).toBe('Анна Мария');
    expect(cleanName('   ')).toBe('');
  });
});
