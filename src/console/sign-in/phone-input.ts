/** A phone as staff type it ("90 123 45 67", "+998 90...") to the contract's +998901234567. */
export function normalisePhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  // Nine digits: an Uzbek number without its country code, as staff say it aloud.
  return digits.length === 9 ? `+998${digits}` : `+${digits}`;
}

export const isPhone = (phone: string): boolean => /^\+\d{11,12}$/.test(phone);
