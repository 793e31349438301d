/** A tel: link of a phone as people write it ("+998 90 100-11-01"): only + and digits stay. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
