/** The brand's colours and theme from the settings: the theming module applies them, a server render writes them on the html element. */
import type { Settings } from '../contract/index.ts';

export interface Theme {
  brand: string;
  onBrand: string;
  dark: boolean;
}

/** Spec section 9: text is white on a dark main colour type, else black. */
export function themeOf(settings: Pick<Settings, 'mainColor' | 'mainColorType' | 'isDark'>): Theme {
  return {
    brand: settings.mainColor,
    onBrand: settings.mainColorType === 'DARK' ? '#ffffff' : '#111111',
    dark: settings.isDark,
  };
}
