import { useState } from 'react';
import { nameProblem } from '../contract/field-rules.ts';
import { TextField } from './field.tsx';
import { useSettings } from '../core/storefront.tsx';
import { useFormField, type FormChecks, type FormField } from '../core/forms/form-checks.tsx';
import { applyMask, maskedPhoneProblem, phoneInputProps, unmask } from '../core/forms/mask.ts';
import { phoneMaskOf } from '../core/forms/phone-masks.ts';

/** The two fields' values, their checks' state and how they change. */
export interface ContactFieldsProps {
  /** The inputs' ids are `${idPrefix}-name` and `${idPrefix}-phone`. */
  idPrefix: string;
  labels: { name: string; phone: string };
  mask: string;
  name: string;
  phone: string;
  onName: (name: string) => void;
  onPhone: (masked: string) => void;
  nameField: Pick<FormField, 'error' | 'edited'>;
  phoneField: Pick<FormField, 'error' | 'edited'>;
  /** 'off' for someone else's contact (the order's receiver): the browser's own would be wrong. */
  autoComplete?: 'off';
  required?: boolean;
  nameMaxLength?: number;
}

/** A name and a phone in the merchant's mask, as booking, vacancies and checkout ask for them. */
export function ContactFields(props: ContactFieldsProps) {
  const { idPrefix, labels, mask, nameField, phoneField, autoComplete, required } = props;
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={labels.name}
        autoComplete={autoComplete ?? 'name'}
        maxLength={props.nameMaxLength}
        required={required}
        value={props.name}
        error={nameField.error}
        onChange={(e) => {
          props.onName(e.target.value);
          nameField.edited();
        }}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={labels.phone}
        autoComplete={autoComplete ?? 'tel'}
        dir="ltr"
        required={required}
        error={phoneField.error}
        {...phoneInputProps(mask, props.phone, (masked) => {
          props.onPhone(masked);
          phoneField.edited();
        })}
      />
    </>
  );
}

/** The person a contact form starts with: the signed-in customer, when there is one. */
interface Prefill {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

/**
 * A form's own name and phone (booking, a vacancy application): filled in from the signed-in
 * customer, checked with the form (a name is required; the phone complete in the mask). `phoneDigits`
 * is the number as the API takes it.
 */
export function useContactFields(
  idPrefix: string,
  labels: { name: string; phone: string },
  person: Prefill | null | undefined,
  checks: FormChecks,
): { fields: ContactFieldsProps; name: string; phoneDigits: () => string } {
  const mask = phoneMaskOf(useSettings());
  const [name, setName] = useState(() => [person?.firstName, person?.lastName].filter(Boolean).join(' '));
  const [phone, setPhone] = useState(() => applyMask(mask, person?.phone ?? ''));
  const nameField = useFormField(
    { id: `${idPrefix}-name`, paths: ['name'], label: labels.name, check: () => nameProblem(name, true) },
    checks,
  );
  const phoneField = useFormField(
    {
      id: `${idPrefix}-phone`,
      paths: ['phone'],
      label: labels.phone,
      check: () => maskedPhoneProblem(mask, phone),
    },
    checks,
  );
  return {
    fields: {
      idPrefix,
      labels,
      mask,
      name,
      phone,
      onName: setName,
      onPhone: setPhone,
      nameField,
      phoneField,
    },
    name,
    phoneDigits: () => unmask(mask, phone),
  };
}
