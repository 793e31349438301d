import { describe, expect, it, vi } from 'vitest';
import { CodeOutbox } from '../accounts/code-outbox.ts';
import { lastCode } from '../../../tests/support/server/http/test-client.ts';
import {
  consoleAppForFile,
  MERCHANT,
  OTHER_MERCHANT,
  STAFF,
} from '../../../tests/support/server/console/test-console.ts';

const app = consoleAppForFile();

describe('staff sign-in', () => {
  it('signs staff in with phone and code, and tells who they are', async () => {
    const me = await app.console('/console/v1/me', { token: app.tokens.OPERATOR });
    expect(me.status, JSON.stringify(me.json)).toBe(200);
    expect(me.json).toMatchObject({
      staff: { phone: STAFF.OPERATOR, role: 'OPERATOR', branchIds: [1] },
      merchant: { id: MERCHANT, sub: 'burger' },
      branches: [{ id: 1 }],
      permissions: ['orders', 'stopList'],
    });
    const owner = await app.console('/console/v1/me', { token: app.tokens.OWNER });
    expect(owner.json).toMatchObject({ permissions: ['orders', 'stopList', 'staff', 'audit', 'settings'] });
    expect((owner.json as { branches: unknown[] }).branches.length).toBeGreaterThan(1);
  });

  it('answers a phone that is not staff like a staff phone, sends it nothing, and its code is just wrong', async () => {
    const phone = '+998970000099';
    const staffAnswer = await app.api(OTHER_MERCHANT)('/console/v1/auth/code', {
      body: { phone: STAFF.MANAGER },
    });
    const strangerAnswer = await app.console('/console/v1/auth/code', { body: { phone } });
    expect(strangerAnswer.status).toBe(200);
    expect(Object.keys(strangerAnswer.json as object)).toEqual(Object.keys(staffAnswer.json as object));
    expect(() => lastCode(app.log.lines, phone)).toThrow();
    const login = await app.console('/console/v1/auth/login', { body: { phone, code: '123456' } });
    expect(login.status).toBe(400);
    expect(login.code).toBe('WRONG_CODE');
  });

  it('answers a staff phone without waiting for the SMS, so the time taken tells no one it is staff', async () => {
    // A gateway that never answers: a staff phone's code call would hang on it if it waited.
    const send = vi.spyOn(CodeOutbox.prototype, 'send').mockReturnValue(new Promise<void>(() => {}));
    app.clock.advance(3600); // past the manager's resend wait of the sign-in above
    try {
      const answer = await app.console('/console/v1/auth/code', { body: { phone: STAFF.MANAGER } });
      expect(answer.status).toBe(200);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
  });

  it('keeps the two kinds of token apart: a staff token is no customer session, and the other way round', async () => {
    for (const path of ['/users/v1/users/me', `/orders/v1/orders/user/${app.customer.user.id}/active`]) {
      const reply = await app.console(path, { token: app.tokens.OWNER });
      expect(reply.status, path).toBe(401);
      expect(reply.code).toBe('UNAUTHORIZED');
    }
    const reply = await app.console('/console/v1/me', { token: app.customer.token });
    expect(reply.status).toBe(401);
    expect(reply.code).toBe('UNAUTHORIZED');
    expect(reply.headers.get('www-authenticate')).toBe('Bearer');
    expect((await app.console('/console/v1/me')).status).toBe(401);
  });

  it("refuses staff of one merchant at another's console (403)", async () => {
    const reply = await app.console('/console/v1/me', { token: app.tokens.OTHER_OWNER });
    expect(reply.status).toBe(403);
    expect(reply.code).toBe('STAFF_OTHER_MERCHANT');
  });

  it('never lets a staff code sign a customer in', async () => {
    const phone = STAFF.MANAGER;
    app.clock.advance(61);
    await app.console('/console/v1/auth/code', { body: { phone } });
    const login = await app.console('/users/v1/auth/login', {
      body: { phone, code: lastCode(app.log.lines, phone) },
    });
    expect(login.status).toBe(400);
    expect(login.code).toBe('CODE_EXPIRED');
  });

  it('ends the session on sign-out, and audits both', async () => {
    const token = await app.signIn(STAFF.DRIVER_DESK).catch(async () => {
      app.clock.advance(61);
      return app.signIn(STAFF.DRIVER_DESK);
    });
    expect((await app.console('/console/v1/auth/logout', { token, body: {} })).status).toBe(200);
    expect((await app.console('/console/v1/me', { token })).status).toBe(401);
    const audit = await app.console('/console/v1/audit?action=SIGN_OUT', { token: app.tokens.OWNER });
    expect((audit.json as { entries: { action: string }[] }).entries[0]).toMatchObject({
      action: 'SIGN_OUT',
    });
  });
});
