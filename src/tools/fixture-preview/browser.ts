/**
 * Headless Debian Chromium with the flags the browser tests use. Nothing here downloads a browser.
 */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs } from '../../../playwright.config.ts';
import { chromiumPath } from './repo-paths.ts';

/** Phone screen the shots are taken at: the storefront is used on phones first. */
export const phoneViewport = { width: 390, height: 844 } as const;

/** Whether the browser is installed. */
export const hasChromium = (): boolean => fs.existsSync(chromiumPath);

/**
 * Launches Chromium.
 * @throws Error with the install command when /usr/bin/chromium is missing
 */
export async function launchBrowser(): Promise<Browser> {
  if (!hasChromium())
    throw new Error(`${chromiumPath} is missing: install Debian's package (apt-get install -y chromium)`);
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
