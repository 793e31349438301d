import type { InputHTMLAttributes } from 'react';
import { applyMask } from './mask.ts';

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
