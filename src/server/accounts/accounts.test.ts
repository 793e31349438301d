import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, Brand, LoginResponse, PhoneChange, User } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import {
  apiCaller,
  capturingLogger,
  lastCode,
  testClock,
} from '../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { FieldErrorBody, type FieldProblem } from '../../contract/field-rules.ts';

const MERCHANT = 7;
const OTHER = 8;
let root: string;
let server: StorefrontApp;
const log = capturingLogger();
const clock = testClock();
let api: ReturnType<typeof apiCaller>;
/** Every token the tests were given, to prove none of them reaches the log. */
const issuedTokens: string[] = [];

let phoneCounter = 0;
/** A fresh phone per use: sign-in codes are throttled per phone. */
const freshPhone = () => `+99890${String(1_000_000 + ++phoneCounter)}`;

const brands = [
  { id: 1, merchantId: MERCHANT, name: { ru: 'Бургер' }, domainUrl: 'burger.example.uz' },
  { id: 2, merchantId: MERCHANT, name: { ru: 'Старый' }, domainUrl: 'old.example.uz', deleted: true },
  { id: 3, merchantId: OTHER, name: { ru: 'Соседний' }, domainUrl: 'other.example.uz' },
];

beforeAll(async () => {
  root = makeTempDir();
  const burger = writeTenant(root, MERCHANT, 'burger', { files: { 'brands.json': { items: brands } } });
  const pizza = writeTenant(root, OTHER, 'pizza');
  server = await featureApp({
    tenantDirs: [burger, pizza],
    log,
    now: clock.now,
  });
  api = apiCaller(server.app, MERCHANT);
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const description = (json: unknown) => ApiErrorBody.parse(json).description as Record<string, string>;

async function requestCode(phone: string, merchant = MERCHANT): Promise<string> {
  const reply = await api('/users/v1/auth/code', { body: { phone }, merchant });
  expect(reply.status).toBe(200);
  return lastCode(log.lines, phone);
}

async function signIn(phone = freshPhone(), merchant = MERCHANT): Promise<LoginResponse> {
  const code = await requestCode(phone, merchant);
  const reply = await api('/users/v1/auth/login', { body: { phone, code }, merchant });
  expect(reply.status).toBe(200);
  const login = LoginResponse.parse(reply.json);
  issuedTokens.push(login.token);
  return login;
}

/** A 6-digit code other than the right one. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in code', () => {
  it('is sent to the log, answered with its lifetimes, and stored only as a salted hash', async () => {
    const phone = freshPhone();
    const reply = await api('/users/v1/auth/code', { body: { phone } });
    expect(reply).toMatchObject({ status: 200, json: { expiresIn: 300, resendIn: 60 } });
    const code = lastCode(log.lines, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(log.lines).toContain(`[sms] ${phone}: ${code}`);

    const rows = await server.db.kysely.selectFrom('codes').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, unknown>;
    for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
    expect(row).toMatchObject({ purpose: 'LOGIN', attempts: 0, merchant_id: MERCHANT });
    expect(String(row.salt)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('cannot be asked for again within 60 s (429, Retry-After, seconds in every language)', async () => {
    const phone = freshPhone();
    await requestCode(phone);
    const again = await api('/users/v1/auth/code', { body: { phone } });
    expect(again.status).toBe(429);
    expect(again.code).toBe('RESEND_THROTTLED');
    expect(again.headers.get('retry-after')).toBe('60');
    const texts = description(again.json);
    for (const lang of ['ru', 'uz', 'eng']) expect(texts[lang]).toContain('60');

    clock.advance(45);
    const later = await api('/users/v1/auth/code', { body: { phone } });
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('15');
    expect(description(later.json).eng).toContain('15 s');

    // Another merchant's storefront is another account: its own throttle.
    expect((await api('/users/v1/auth/code', { body: { phone }, merchant: OTHER })).status).toBe(200);

    clock.advance(15);
    expect((await api('/users/v1/auth/code', { body: { phone } })).status).toBe(200);
  });

  it('a wrong code is refused with the attempts left, then the right one signs in', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    const wrong = await api('/users/v1/auth/login', { body: { phone, code: wrongCodeFor(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.code).toBe('WRONG_CODE');
    expect(description(wrong.json)).toMatchObject({
      ru: expect.stringContaining('4'),
      uz: expect.stringContaining('4'),
      eng: 'Wrong code. Attempts left: 4',
    });
    // The tries left beside the description, for a storefront in a language it lacks to word them.
    expect(wrong.json).toMatchObject({ details: { triesLeft: 4 } });
    expect(Object.keys(description(wrong.json)).sort()).toEqual(['eng', 'ru', 'uz']);
    const right = await api('/users/v1/auth/login', { body: { phone, code } });
    expect(right.status).toBe(200);
    const login = LoginResponse.parse(right.json);
    issuedTokens.push(login.token);
    expect(login.user).toMatchObject({ phone, merchantId: MERCHANT, isActive: true });
    expect(login.token).toMatch(/^[\w-]{43}$/);
  });

  it('stops a brute force after 5 tries: the code is dead even when right', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    for (const left of [4, 3, 2, 1]) {
      const reply = await api('/users/v1/auth/login', { body: { phone, code: wrongCodeFor(code) } });
      expect(reply.status).toBe(400);
      expect(description(reply.json).eng).toBe(`Wrong code. Attempts left: ${left}`);
      expect(reply.json).toMatchObject({ details: { triesLeft: left } });
    }
    const fifth = await api('/users/v1/auth/login', { body: { phone, code: wrongCodeFor(code) } });
    expect(fifth.status).toBe(429);
    expect(fifth.code).toBe('TOO_MANY_ATTEMPTS');
    const right = await api('/users/v1/auth/login', { body: { phone, code } });
    expect(right.status).toBe(429);
    expect(right.code).toBe('TOO_MANY_ATTEMPTS');

    clock.advance(60);
    const fresh = await requestCode(phone);
    expect((await api('/users/v1/auth/login', { body: { phone, code: fresh } })).status).toBe(200);
  });

  it('counts parallel guesses too: no more than 5 are ever compared', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const replies = await Promise.all(
      guesses.map((guess) => api('/users/v1/auth/login', { body: { phone, code: guess } })),
    );
    expect(replies.filter((reply) => reply.code === 'WRONG_CODE')).toHaveLength(4);
    expect(replies.filter((reply) => reply.code === 'TOO_MANY_ATTEMPTS')).toHaveLength(8);
  });

  it('expires after 5 minutes', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    clock.advance(301);
    const reply = await api('/users/v1/auth/login', { body: { phone, code } });
    expect(reply.status).toBe(400);
    expect(reply.code).toBe('CODE_EXPIRED');
    expect(description(reply.json)).toHaveProperty('uz');
  });

  it('works once, is cancelled by a newer code, and is required', async () => {
    const phone = freshPhone();
    const first = await requestCode(phone);
    expect((await api('/users/v1/auth/login', { body: { phone, code: first } })).status).toBe(200);
    expect((await api('/users/v1/auth/login', { body: { phone, code: first } })).code).toBe('CODE_EXPIRED');

    clock.advance(60);
    const older = await requestCode(phone);
    clock.advance(60);
    const newer = await requestCode(phone);
    if (older !== newer) {
      expect((await api('/users/v1/auth/login', { body: { phone, code: older } })).code).toBe('WRONG_CODE');
    }
    expect((await api('/users/v1/auth/login', { body: { phone, code: newer } })).status).toBe(200);

    const never = await api('/users/v1/auth/login', { body: { phone: freshPhone(), code: '123456' } });
    expect(never.code).toBe('CODE_EXPIRED');
  });

  it('validates phone and code', async () => {
    expect((await api('/users/v1/auth/code', { body: { phone: '12345' } })).status).toBe(400);
    const badCode = await api('/users/v1/auth/login', { body: { phone: freshPhone(), code: '12ab56' } });
    expect(badCode).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});

describe('sign-in', () => {
  it('creates the user once per merchant and gives a new token each time', async () => {
    const phone = freshPhone();
    const first = await signIn(phone);
    clock.advance(60);
    const second = await signIn(phone);
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    const elsewhere = await signIn(phone, OTHER);
    expect(elsewhere.user.id).not.toBe(first.user.id);
    expect(elsewhere.user.merchantId).toBe(OTHER);
    // A token is good for its own merchant only.
    expect((await api('/users/v1/users/me', { token: elsewhere.token })).status).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await signIn();
    const stored = await server.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(Object.keys(stored[0] ?? {})).not.toContain('token');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a blocked user', async () => {
    const phone = freshPhone();
    const { user } = await signIn(phone);
    await server.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
    clock.advance(60);
    const code = await requestCode(phone);
    const reply = await api('/users/v1/auth/login', { body: { phone, code } });
    expect(reply).toMatchObject({ status: 403, code: 'USER_BLOCKED' });
  });
});

describe('session and profile', () => {
  it('me answers the user; logout ends the session', async () => {
    const { token, user } = await signIn();
    const me = await api('/users/v1/users/me', { token });
    expect(User.parse(me.json)).toMatchObject({ id: user.id, phone: user.phone });
    const out = await api('/users/v1/users/logout', { method: 'POST', token });
    expect(out).toMatchObject({ status: 200, json: { ok: true } });
    expect((await api('/users/v1/users/me', { token })).status).toBe(401);
  });

  it('edits the own profile: editable fields only, trimmed, null clears', async () => {
    const { token, user } = await signIn();
    const reply = await api(`/users/v1/users/${user.id}`, {
      method: 'PUT',
      token,
      body: {
        firstName: '  Aziz  ',
        lastName: 'Karimov',
        birthday: '1990-05-17',
        email: 'aziz@example.uz',
        gender: 'male',
        // Not editable here: ignored (the picture has its own upload).
        image: 'burger/avatar.png',
        phone: '+998990000000',
        cashback: 1_000_000,
        isActive: false,
        merchantId: 99,
      },
    });
    expect(reply.status).toBe(200);
    expect(User.parse(reply.json)).toMatchObject({
      id: user.id,
      firstName: 'Aziz',
      lastName: 'Karimov',
      birthday: '1990-05-17',
      email: 'aziz@example.uz',
      gender: 'male',
      image: null,
      phone: user.phone,
      cashback: 0,
      isActive: true,
      merchantId: MERCHANT,
    });
    const cleared = await api(`/users/v1/users/${user.id}`, {
      method: 'PUT',
      token,
      body: { lastName: null, email: null },
    });
    expect(cleared.json).toMatchObject({ firstName: 'Aziz', lastName: null, email: null });
    expect((await api('/users/v1/users/me', { token })).json).toMatchObject({
      firstName: 'Aziz',
      lastName: null,
    });
  });

  it('validates the profile fields, naming the field and the rule, in words in ru, uz and eng', async () => {
    const { token, user } = await signIn();
    const put = (body: unknown) => api(`/users/v1/users/${user.id}`, { method: 'PUT', token, body });
    const cases: [unknown, { field: string; problem: FieldProblem }, string][] = [
      [{ email: 'not-an-email' }, { field: 'email', problem: { kind: 'email' } }, '«Электронная почта»'],
      [{ birthday: '17.05.1990' }, { field: 'birthday', problem: { kind: 'date' } }, '«Дата рождения»'],
      [{ birthday: '2999-01-01' }, { field: 'birthday', problem: { kind: 'notFuture' } }, 'в будущем'],
      [
        { birthday: '1800-01-01' },
        { field: 'birthday', problem: { kind: 'notBefore', min: '1900-01-01' } },
        'не раньше 01.01.1900',
      ],
      [{ gender: 'other' }, { field: 'gender', problem: { kind: 'choice' } }, '«Пол»'],
      [
        { firstName: 'x'.repeat(101) },
        { field: 'firstName', problem: { kind: 'tooLong', max: 100 } },
        '«Имя»: не больше 100 символов',
      ],
      [
        { email: `${'a'.repeat(250)}@b.uz` },
        { field: 'email', problem: { kind: 'tooLong', max: 254 } },
        'не больше 254 символов',
      ],
    ];
    for (const [body, about, ru] of cases) {
      const reply = await put(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.code).toBe('VALIDATION');
      expect(FieldErrorBody.parse(reply.json)).toMatchObject(about);
      const words = description(reply.json);
      expect(Object.keys(words)).toEqual(['ru', 'uz', 'eng']);
      expect(words.ru).toContain(ru);
      // No schema English leaks into the other languages (it used to: «email»: Invalid email address).
      expect((words.ru ?? '').replace('name@example.com', '')).not.toMatch(/[A-Za-z]{4,}/);
      expect(words.uz).not.toMatch(/invalid|expected|longer/i);
    }
  });

  it("refuses another user's id with 403", async () => {
    const me = await signIn();
    const other = await signIn();
    const reply = await api(`/users/v1/users/${other.user.id}`, {
      method: 'PUT',
      token: me.token,
      body: { firstName: 'Mallory' },
    });
    expect(reply).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(description(reply.json)).toHaveProperty('ru');
    expect((await api('/users/v1/users/me', { token: other.token })).json).toMatchObject({ firstName: null });
  });
});

describe('phone change', () => {
  it('sends a code to the new phone, verifies it and moves the account there', async () => {
    const { token, user } = await signIn();
    const newPhone = freshPhone();
    const change = await api('/users/v1/users/phone', {
      method: 'PUT',
      token,
      body: { phone: newPhone, type: 'WEB' },
    });
    expect(change.status).toBe(200);
    const record = PhoneChange.parse(change.json);
    expect(record).toMatchObject({ phone: newPhone, type: 'WEB', time: 300, code: null });
    const code = lastCode(log.lines, newPhone);

    const verify = (body: unknown) => api('/users/v1/users/phone/verify', { method: 'PUT', token, body });
    const wrong = await verify({ id: record.id, phone: newPhone, code: wrongCodeFor(code) });
    expect(wrong).toMatchObject({ status: 400, code: 'WRONG_CODE' });
    expect(Object.keys(description(wrong.json))).toEqual(['ru', 'uz', 'eng']);
    expect((await verify({ id: record.id, phone: freshPhone(), code })).code).toBe('PHONE_MISMATCH');
    expect((await verify({ id: record.id + 1000, phone: newPhone, code })).code).toBe(
      'PHONE_CHANGE_NOT_FOUND',
    );

    const ok = await verify({ id: record.id, phone: newPhone, code });
    expect(ok).toMatchObject({ status: 200, json: { phone: newPhone } });
    expect((await api('/users/v1/users/me', { token })).json).toMatchObject({ id: user.id, phone: newPhone });
    expect((await verify({ id: record.id, phone: newPhone, code })).code).toBe('CODE_EXPIRED');

    // The new phone signs in to the same account; the old one would make a new account.
    clock.advance(60);
    expect((await signIn(newPhone)).user.id).toBe(user.id);
  });

  it("does not tell whether a number is another customer's; refuses it once the code proves ownership", async () => {
    const me = await signIn();
    const other = await signIn();
    const unused = freshPhone();
    const askFree = await api('/users/v1/users/phone', {
      method: 'PUT',
      token: me.token,
      body: { phone: unused, type: 'WEB' },
    });
    clock.advance(60); // past the resend pause of the other customer's sign-in code
    const askTaken = await api('/users/v1/users/phone', {
      method: 'PUT',
      token: me.token,
      body: { phone: other.user.phone, type: 'WEB' },
    });
    // The same answer, field for field but the number and ids: nothing to tell the two apart.
    expect(askTaken.status).toBe(200);
    expect(askFree.status).toBe(200);
    const shape = (json: unknown) => Object.keys(json as object).sort();
    expect(shape(askTaken.json)).toEqual(shape(askFree.json));
    expect(askTaken.json).toMatchObject({ code: null, time: 300 });
    expect(askFree.json).toMatchObject({ code: null, time: 300 });

    // The number's owner gets the code; entering it shows the number is taken.
    const { id } = askTaken.json as { id: number };
    const taken = await api('/users/v1/users/phone/verify', {
      method: 'PUT',
      token: me.token,
      body: { id, phone: other.user.phone, code: lastCode(log.lines, other.user.phone) },
    });
    expect(taken).toMatchObject({ status: 409, code: 'PHONE_TAKEN' });
    expect(Object.keys(description(taken.json))).toEqual(['ru', 'uz', 'eng']);
    const same = await api('/users/v1/users/phone', {
      method: 'PUT',
      token: me.token,
      body: { phone: me.user.phone, type: 'WEB' },
    });
    expect(same).toMatchObject({ status: 400, code: 'SAME_PHONE' });
  });

  it("does not verify somebody else's phone-change request", async () => {
    const me = await signIn();
    const other = await signIn();
    const newPhone = freshPhone();
    const change = await api('/users/v1/users/phone', {
      method: 'PUT',
      token: me.token,
      body: { phone: newPhone, type: 'WEB' },
    });
    const { id } = PhoneChange.parse(change.json);
    const code = lastCode(log.lines, newPhone);
    const stolen = await api('/users/v1/users/phone/verify', {
      method: 'PUT',
      token: other.token,
      body: { id, phone: newPhone, code },
    });
    expect(stolen.status).toBe(404);
  });
});

describe('account deletion', () => {
  it('deletes the user, every session and every address', async () => {
    const phone = freshPhone();
    const { token, user } = await signIn(phone);
    clock.advance(60);
    const second = await signIn(phone);
    const address = await api(`/users/v1/addresses/user/${user.id}`, {
      token,
      body: { latitude: 41.3, longitude: 69.2, name: 'Home' },
    });
    expect(address.status).toBe(200);

    const reply = await api('/users/v1/users', { method: 'DELETE', token });
    expect(reply).toMatchObject({ status: 200, json: { ok: true } });
    expect((await api('/users/v1/users/me', { token })).status).toBe(401);
    expect((await api('/users/v1/users/me', { token: second.token })).status).toBe(401);
    const left = await server.db.kysely
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toHaveLength(0);

    clock.advance(60);
    expect((await signIn(phone)).user.id).not.toBe(user.id);
  });
});

describe('user brands', () => {
  it("lists the merchant's brands, deleted ones included (shown as removed by admin)", async () => {
    const { token } = await signIn();
    const reply = await api('/users/v1/users/brands', { token });
    expect(reply.status).toBe(200);
    expect(
      Brand.array()
        .parse(reply.json)
        .map((b) => [b.id, b.deleted]),
    ).toEqual([
      [1, false],
      [2, true],
    ]);
    expect((await api('/users/v1/users/brands')).status).toBe(401);
  });

  it("adds another merchant's brand only for a customer who has an account there too", async () => {
    const phone = freshPhone();
    const here = await signIn(phone);
    const ids = async () =>
      Brand.array()
        .parse((await api('/users/v1/users/brands', { token: here.token })).json)
        .map((b) => b.id);
    expect(await ids()).toEqual([1, 2]);
    await signIn(phone, OTHER);
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('is empty for a merchant without brands.json', async () => {
    const { token } = await signIn(freshPhone(), OTHER);
    expect((await api('/users/v1/users/brands', { token, merchant: OTHER })).json).toEqual([]);
  });
});

describe('the log', () => {
  it('never shows a token, not even when a handler fails', async () => {
    const { token } = await signIn();
    issuedTokens.push(token);
    const failing = await createApp({
      tenants: server.tenants.all,
      db: server.db,
      distDir: false,
      log,
      now: clock.now,
      handlers: {
        me: () => {
          throw new Error('boom');
        },
      },
    });
    const reply = await apiCaller(failing.app, MERCHANT)('/users/v1/users/me', { token });
    expect(reply.status).toBe(500);
    expect(log.lines.some((line) => line.includes('boom'))).toBe(true);
    await failing.close();

    expect(issuedTokens.length).toBeGreaterThan(10);
    expect(log.lines.some((line) => line.startsWith('[sms] '))).toBe(true);
    for (const issued of issuedTokens) {
      for (const line of log.lines) expect(line).not.toContain(issued);
    }
  });
});
