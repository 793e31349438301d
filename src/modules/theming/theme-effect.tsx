import { useLayoutEffect } from 'react';
import { mediaUrl } from '../../core/media.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { themeOf } from '../../core/theme.ts';

function setMeta(name: string, content: string) {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Applies the merchant's look to the document; renders nothing. The document title follows the page,
 * so the app shell keeps it (src/app/document-title.tsx), from the same title and brand settings.
 */
export function ThemeEffect() {
  const { settings, merchant } = useStorefront();
  const { brand, onBrand, dark } = themeOf(settings);
  const icon = settings.favicon ?? settings.logo ?? merchant.logo;

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--brand', brand);
    root.style.setProperty('--on-brand', onBrand);
    root.dataset.theme = dark ? 'dark' : 'light';
    setMeta('theme-color', brand);
  }, [brand, onBrand, dark]);

  useLayoutEffect(() => {
    if (!icon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = mediaUrl(icon, { width: 64, height: 64, format: 'png' });
  }, [icon]);

  return null;
}
