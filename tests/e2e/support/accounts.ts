/**
 * Sign-in helpers for browser tests: codes come from the reference server's development inbox
 * (the test server runs with --dev-inbox), exactly as a developer would read them.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { testPort } from './urls.ts';

/** The test server; specs that start a server of their own pass its origin instead. */
const defaultOrigin = `http://localhost:${testPort}`;
const api = (path: string, origin = defaultOrigin) => `${origin}/api${path}`;

let counter = 0;
/** A phone number no other test uses (codes are throttled per phone). */
export function uniquePhone(): string {
  counter += 1;
  const tail = String((Date.now() % 1_000_000) * 10 + (counter % 10) + process.pid)
    .slice(-7)
    .padStart(7, '0');
  return `+99890${tail}`;
}

export async function merchantIdOf(
  request: APIRequestContext,
  sub: string,
  origin = defaultOrigin,
): Promise<number> {
  const response = await request.get(api(`/users/v1/merchants/sub/${sub}`, origin));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

export async function latestCode(
  request: APIRequestContext,
  phone: string,
  origin = defaultOrigin,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(api(`/dev/v1/inbox?phone=${encodeURIComponent(phone)}`, origin));
      const inbox = (await response.json()) as { code: string; sentAt: string }[];
      code = inbox.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** Every code the development inbox holds for a phone, newest first. */
export async function codesSentTo(
  request: APIRequestContext,
  phone: string,
  origin = defaultOrigin,
): Promise<string[]> {
  const response = await request.get(api(`/dev/v1/inbox?phone=${encodeURIComponent(phone)}`, origin));
  const inbox = (await response.json()) as { code: string; sentAt: string }[];
  return inbox.sort((a, b) => b.sentAt.localeCompare(a.sentAt)).map((entry) => entry.code);
}

/** Waits for the code sent after the `seen` ones (a code can repeat, so they are counted). */
export async function nextCode(
  request: APIRequestContext,
  phone: string,
  seen: number,
  origin = defaultOrigin,
): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      codes = await codesSentTo(request, phone, origin);
      return codes.length;
    })
    .toBeGreaterThan(seen);
  return codes[0] ?? '';
}

export interface ApiSession {
  token: string;
  user: { id: number; phone: string; firstName?: string | null };
  merchantId: number;
}

/** Signs in through the API (code + inbox + login), as a fast way to start a test signed in. */
export async function signInByApi(
  request: APIRequestContext,
  sub: string,
  phone = uniquePhone(),
  origin = defaultOrigin,
): Promise<ApiSession> {
  const merchantId = await merchantIdOf(request, sub, origin);
  const headers = { merchant: String(merchantId) };
  expect((await request.post(api('/users/v1/auth/code', origin), { headers, data: { phone } })).ok()).toBe(
    true,
  );
  const code = await latestCode(request, phone, origin);
  const login = await request.post(api('/users/v1/auth/login', origin), {
    headers,
    data: { phone, code },
  });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as Omit<ApiSession, 'merchantId'>;
  return { ...body, merchantId };
}

/** Puts an API session into the storefront's storage, as a sign-in in the page would. */
export async function useSessionInPage(page: Page, url: string, session: ApiSession): Promise<void> {
  await page.goto(url);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `session:${session.merchantId}`,
    value: JSON.stringify({ token: session.token, user: session.user }),
  });
}

export const authHeaders = (session: ApiSession) => ({
  merchant: String(session.merchantId),
  Authorization: `Bearer ${session.token}`,
});
export { api as apiUrl };

/**
 * On the Russian name step a new account lands on right after its first sign-in: gives the name and
 * goes on to where the customer was going.
 */
export async function nameNewAccount(page: Page, firstName = 'Алишер'): Promise<void> {
  await expect(page).toHaveURL(/\/login\/name$/);
  await page.getByLabel('Ваше имя').fill(firstName);
  await page.getByRole('button', { name: 'Продолжить' }).click();
}

/**
 * On the Russian login page a guest was sent to: types a fresh phone number, reads the code from the
 * development inbox and types it (the sixth digit signs in), then gives the new account its name, as a
 * customer would. Returns the phone.
 */
export async function signInOnLoginPage(
  page: Page,
  request: APIRequestContext,
  origin = defaultOrigin,
): Promise<string> {
  const phone = uniquePhone();
  await page.getByLabel('Номер телефона').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код').fill(await latestCode(request, phone, origin));
  await nameNewAccount(page);
  return phone;
}
