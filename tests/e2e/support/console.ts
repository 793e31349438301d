/**
 * The merchant's console in browser tests: staff sign in through the API (code from the development
 * inbox, as a developer reads it) and the page starts with the token in its storage, as a sign-in in
 * the page leaves it. Each console spec signs in its own demo staff member (burger's staff.json), so
 * no two specs ask a code for one phone within its resend pause.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, latestCode, merchantIdOf } from './accounts.ts';
import { tenantUrl } from './urls.ts';

/** Burger's demo staff (fixtures/burger/staff.json). */
export const BURGER_STAFF = {
  owner: '+998970010001',
  manager: '+998970010002',
  /** Works for branch 100011 only. */
  operator: '+998970010003',
} as const;

export interface StaffSession {
  token: string;
  merchantId: number;
  sub: string;
}

export const staffHeaders = (session: StaffSession) => ({
  merchant: String(session.merchantId),
  Authorization: `Bearer ${session.token}`,
});

/** Signs a staff member in through the API (call it in a hook given time: it may wait a resend pause). */
export async function staffSignInByApi(
  request: APIRequestContext,
  sub: string,
  phone: string,
): Promise<StaffSession> {
  const merchantId = await merchantIdOf(request, sub);
  const headers = { merchant: String(merchantId) };
  let asked = await request.post(apiUrl('/console/v1/auth/code'), { headers, data: { phone } });
  if (asked.status() === 429) {
    // A spec's worker started again after a failure asks again within the resend pause: wait it out.
    const wait = Number(asked.headers()['retry-after'] ?? '60');
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    asked = await request.post(apiUrl('/console/v1/auth/code'), { headers, data: { phone } });
  }
  expect(asked.status(), await asked.text()).toBe(200);
  const code = await latestCode(request, phone);
  const login = await request.post(apiUrl('/console/v1/auth/login'), { headers, data: { phone, code } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { token, merchantId, sub };
}

/** Opens the console at `path` (below /console) signed in with the session, in English. */
export async function openConsole(page: Page, session: StaffSession, path = '/'): Promise<void> {
  await page.goto(tenantUrl(session.sub, '/console/'));
  await page.evaluate(
    ({ sub, token }) => {
      localStorage.setItem(`console:${sub}:token`, token);
      localStorage.setItem('console:language', 'en');
    },
    { sub: session.sub, token: session.token },
  );
  await page.goto(tenantUrl(session.sub, `/console${path}`));
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
}

/** The owner adds a member (a fresh phone signs in without waiting for another's resend pause). */
export async function addStaffByApi(
  request: APIRequestContext,
  owner: StaffSession,
  member: { phone: string; name: string; role: 'OWNER' | 'MANAGER' | 'OPERATOR'; branchIds?: number[] },
): Promise<{ id: number }> {
  const response = await request.post(apiUrl('/console/v1/staff'), {
    headers: staffHeaders(owner),
    data: member,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number };
}
