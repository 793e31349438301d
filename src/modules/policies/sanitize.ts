import DOMPurify from 'dompurify';

/**
 * Merchant HTML is untrusted: only text formatting survives (no scripts, styles, forms, frames or
 * event handlers), and links open safely in a new tab.
 */
export function sanitizePolicyHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'a',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'span',
    ],
    ALLOWED_ATTR: ['href', 'title'],
    // A path must stay on the site: browsers read "//host" and "/\host" as another host, which would
    // open in the same tab looking like an internal link.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href^="http"]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
