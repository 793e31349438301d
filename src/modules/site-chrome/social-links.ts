import type { Contact, Settings } from '../../contract/index.ts';

export interface SocialLink {
  kind: 'phone' | 'telegram' | 'instagram' | 'facebook';
  href: string;
  label: string;
}

/** Refuses dangerous URL schemes (spec section 8): only http(s), tel, mailto and t.me-style links. */
export function safeHref(value: string): string | null {
  const trimmed = value.trim();
  if (/^(https?:|tel:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The social links whose flag is on and whose value is present and safe. */
export function socialLinks(s: Settings): SocialLink[] {
  const links: SocialLink[] = [];
  if (s.phoneActive && s.phone) links.push({ kind: 'phone', href: telHref(s.phone), label: s.phone });
  const web: [SocialLink['kind'], boolean, string | null | undefined][] = [
    ['telegram', s.telegramActive, s.telegram],
    ['instagram', s.instagramActive, s.instagram],
    ['facebook', s.facebookActive, s.facebook],
  ];
  for (const [kind, active, value] of web) {
    const href = active && value ? safeHref(value) : null;
    if (href) links.push({ kind, href, label: value ?? '' });
  }
  return links;
}

/** A contact's link, or null for plain text (an address). */
export function contactHref(contact: Contact): string | null {
  switch (contact.type) {
    case 'PHONE':
      return telHref(contact.value);
    case 'EMAIL':
      return `mailto:${contact.value}`;
    case 'ADDRESS':
      return null;
    default:
      return safeHref(contact.value);
  }
}

export interface AppLink {
  kind: 'ios' | 'android' | 'telegramBot';
  href: string;
}

export function appLinks(s: Settings): AppLink[] {
  const all: [AppLink['kind'], string | null | undefined][] = [
    ['ios', s.iosAppLink],
    ['android', s.androidAppLink],
    ['telegramBot', s.telegramBotLink],
  ];
  return all.flatMap(([kind, value]) => {
    const href = value ? safeHref(value) : null;
    return href ? [{ kind, href }] : [];
  });
}
