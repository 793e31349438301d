/**
 * Text made safe for HTML element content and for double- or single-quoted attribute values: the one
 * escape every page the server writes by hand uses (SEO heads, sitemaps, the map's attribution, the
 * payment sandbox, the fakes' pages, the fixture contact sheet).
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
