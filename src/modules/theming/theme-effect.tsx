import { useLayoutEffect } from 'react';
import { localize } from '../../core/i18n/localize.ts';
import { mediaUrl } from '../../core/media.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { themeOf } from './theme.ts';

function setMeta(name: string, content: string) {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Applies the merchant's look to the document; renders nothing. */
export function ThemeEffect() {
  const { settings, merchant, lang } = useStorefront();
  const { brand, onBrand, dark } = themeOf(settings);
  const title = settings.title || settings.brand || localize(merchant.name, lang);
  const icon = settings.favicon ?? settings.logo ?? merchant.logo;

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--brand', brand);
    root.style.setProperty('--on-brand', onBrand);
    root.dataset.theme = dark ? 'dark' : 'light';
    setMeta('theme-color', brand);
  }, [brand, onBrand, dark]);

  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  useLayoutEffect(() => {
    if (!icon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = mediaUrl(icon, { width: 64, height: 64, format: 'png' });
  }, [icon]);

  return null;
}
