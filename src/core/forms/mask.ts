/**
 * Input masks with the spec's syntax (section 5): `#` a digit, `@` a letter, `*` a letter or a digit;
 * any other character is a literal the mask writes itself (spaces, brackets, "+998"). Digits of any
 * keyboard (Arabic-Indic, Persian, full-width...) go in as the ASCII digits they are.
 */
import type { InputHTMLAttributes } from 'react';
import { normalizeDigits } from '../../contract/digits.ts';
import type { FieldProblem } from '../../contract/field-rules.ts';

const slotTests: Record<string, (c: string) => boolean> = {
  '#': (c) => /\d/.test(c),
  '@': (c) => /\p{L}/u.test(c),
  '*': (c) => /[\p{L}\d]/u.test(c),
};

const isSlot = (c: string) => c in slotTests;

/** Formats what was typed (or pasted) into the mask, dropping characters that fit no slot. */
export function applyMask(mask: string, input: string): string {
  const literals = new Set([...mask].filter((c) => !isSlot(c)));
  // Typed text may repeat the mask's fixed prefix (+998 ...): leave it out before filling the slots.
  const prefix = mask.slice(0, [...mask].findIndex(isSlot)).replace(/\s+$/, '');
  let rest = normalizeDigits(input).trim();
  if (prefix && rest.startsWith(prefix)) rest = rest.slice(prefix.length);
  // ...or its digits without the plus (998 90 ...), when there are more digits than slots.
  const prefixDigits = prefix.replace(/\D/g, '');
  const slotCount = [...mask].filter(isSlot).length;
  const digits = rest.replace(/\D/g, '');
  if (prefixDigits && digits.length > slotCount && digits.startsWith(prefixDigits)) {
    rest = digits.slice(prefixDigits.length);
  }
  const chars = [...rest].filter((c) => !literals.has(c) || isSlot(c) || /[\p{L}\d]/u.test(c));
  let out = '';
  let i = 0;
  for (const m of mask) {
    if (isSlot(m)) {
      while (i < chars.length && !slotTests[m]!(chars[i]!)) i++;
      if (i >= chars.length) break;
      out += chars[i++];
    } else {
      if (i >= chars.length && out.length >= prefix.length) break;
      out += m;
    }
  }
  return out;
}

/** True when every slot of the mask is filled. */
export function isComplete(mask: string, value: string): boolean {
  return applyMask(mask, value).length === mask.length;
}

/** The raw value: the mask's fixed prefix digits and the filled slots, without spacing. */
export function unmask(mask: string, value: string): string {
  return applyMask(mask, value).replace(/[^\p{L}\d+]/gu, '');
}

/**
 * A phone typed in the merchant's mask: complete, or empty (nothing beyond the mask's own digits:
 * required when `required`), or incomplete.
 */
export function maskedPhoneProblem(mask: string, phone: string, required = true): FieldProblem | null {
  if (isComplete(mask, phone)) return null;
  const digits = phone.replace(/\D/g, '');
  const maskDigits = mask.replace(/\D/g, '');
  if (digits.length > maskDigits.length) return { kind: 'phone' };
  return required ? { kind: 'required' } : null;
}

/**
 * What makes an input a phone number in the merchant's mask: the phone keyboard, the number kept
 * in the mask as it is typed (digits beyond it dropped). Sign-in's own input, the contact fields and
 * the receipt's phone all spread it, so they type alike.
 */
export function phoneInputProps(
  mask: string,
  value: string,
  onValue: (masked: string) => void,
): Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'value' | 'onChange'> {
  return {
    type: 'tel',
    inputMode: 'tel',
    value,
    onChange: (event) => onValue(applyMask(mask, event.target.value)),
  };
}
