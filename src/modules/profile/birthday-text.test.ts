import { describe, expect, it } from 'vitest';
import { birthdayProblem } from '../../contract/field-rules.ts';
import { birthdayIso, birthdayText, typedBirthday } from './birthday-text.ts';

describe('birthday text', () => {
  it('shows the ISO date as dd.mm.yyyy and reads it back', () => {
    expect(birthdayText('1990-05-17')).toBe('17.05.1990');
    expect(birthdayText(null)).toBe('');
    expect(birthdayIso('17.05.1990')).toBe('1990-05-17');
    expect(birthdayIso('')).toBe('');
  });
  it('keeps what is typed in the mask, in the digits of any keyboard', () => {
    expect(typedBirthday('17051990')).toBe('17.05.1990');
    expect(typedBirthday('١٧.٠٥.١٩٩٠')).toBe('17.05.1990');
    expect(typedBirthday('1705')).toBe('17.05');
  });
  it('leaves a date that is not whole or not real to the date check', () => {
    expect(birthdayIso('17.05')).toBe('17.05');
    expect(birthdayIso('31.02.1990')).toBe('31.02.1990');
    expect(birthdayProblem(birthdayIso('17.05'), '2026-01-01')).toEqual({ kind: 'date' });
    expect(birthdayProblem(birthdayIso('31.02.1990'), '2026-01-01')).toEqual({ kind: 'date' });
  });
});
