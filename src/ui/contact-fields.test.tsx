// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContactFields } from './contact-fields.tsx';
import { phoneInputProps } from '../core/forms/mask.ts';
import { PHONE_MASKS } from '../core/forms/phone-masks.ts';

const field = (error: string | null = null) => ({ error, edited: vi.fn() });

describe('phone input', () => {
  it('is a phone keyboard that keeps the number in the mask as it is typed', () => {
    const onValue = vi.fn();
    const props = phoneInputProps(PHONE_MASKS.UZ, '+998', onValue);
    expect(props).toMatchObject({ type: 'tel', inputMode: 'tel', value: '+998' });
    props.onChange?.({ target: { value: '+998 (90) 123-45-67' } } as ChangeEvent<HTMLInputElement>);
    expect(onValue).toHaveBeenCalledWith('+998 90 123 45 67');
  });
});

describe('contact fields', () => {
  const common = {
    idPrefix: 'booking',
    labels: { name: 'Name', phone: 'Phone' },
    mask: PHONE_MASKS.UZ,
    name: 'Ali',
    phone: '+998 90',
    onName: () => undefined,
    onPhone: () => undefined,
  };

  it("draws a name and a phone with the form's ids, the customer's own autocomplete and the errors", () => {
    const html = renderToStaticMarkup(
      <ContactFields {...common} nameField={field()} phoneField={field('Enter the whole number')} />,
    );
    expect(html).toContain('id="booking-name"');
    expect(html).toContain('autoComplete="name"');
    expect(html).toContain('id="booking-phone"');
    expect(html).toContain('type="tel"');
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('autoComplete="tel"');
    expect(html).toContain('Enter the whole number');
    expect(html).not.toContain('required');
  });

  it("someone else's contact is not filled in by the browser and is required", () => {
    const html = renderToStaticMarkup(
      <ContactFields
        {...common}
        idPrefix="receiver"
        nameField={field()}
        phoneField={field()}
        autoComplete="off"
        required
        nameMaxLength={80}
      />,
    );
    expect(html.match(/autoComplete="off"/g)).toHaveLength(2);
    expect(html.match(/required=""/g)).toHaveLength(2);
    expect(html).toContain('maxLength="80"');
  });
});
