/**
 * Where the map's style comes from: always the storefront's own API, which answers its demo style
 * (tiles cut from the base map files) or the deployment's provider for the merchant's mapType. The
 * storefront never names a tile provider itself.
 */
import { backendLanguageOf, type AppLanguage } from '../core/i18n/languages.ts';

export function mapStyleUrl(apiBase: string, merchantId: number, lang: AppLanguage): string {
  const query = new URLSearchParams({ merchant: String(merchantId), lang: backendLanguageOf(lang) });
  const path = `${apiBase.replace(/\/$/, '')}/map/v1/style.json?${query.toString()}`;
  // maplibre resolves style URLs itself: give it an absolute one (the API base may be a path).
  return new URL(path, window.location.href).href;
}
