/**
 * The settings a visit inside the Click app runs on, one rule for the server (the order checks) and
 * the browser (the click-app settings call and the boot data answer with them): the merchant's
 * click-app settings over its web settings, or the web settings alone when it has no click-app ones.
 * Without this rule the browser fell back to all-off defaults while the server checked the same
 * order against the web settings.
 */
export function clickAppSettingsOf<Web extends object, ClickApp extends object>(
  web: Web,
  clickApp: ClickApp | null | undefined,
): Web | (Web & ClickApp) {
  return clickApp ? { ...web, ...clickApp } : web;
}
