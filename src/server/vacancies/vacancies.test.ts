import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Vacancy } from '../../contract/index.ts';
import { VacancyApplication } from '../../contract/vacancy-applications.ts';
import type { StorefrontApp } from '../app.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';

const MERCHANT = 7;
const OTHER = 8;
const OFF = 9;
let root: string;
let server: StorefrontApp;
let owner: Session;
let stranger: Session;

const vacancies = {
  items: [
    {
      id: 31,
      position: { ru: 'Повар', eng: 'Cook' },
      responsiblePerson: 'Dilnoza',
      phone: '+998901001101',
      salary: 6_000_000,
      requirements: { ru: 'Опыт' },
    },
    { id: 32, position: { ru: 'Кассир' } },
  ],
};

const tenant = (id: number, sub: string, vacanciesActive: boolean) =>
  writeTenant(root, id, sub, {
    files: {
      'settings-web.json': { mainColor: '#FF0000', vacanciesActive },
      'vacancies.json': vacancies,
    },
  });

beforeAll(async () => {
  root = makeTempDir();
  server = await featureApp({
    tenantDirs: [tenant(MERCHANT, 'cafe', true), tenant(OTHER, 'bistro', true), tenant(OFF, 'quiet', false)],
    // The deployed limit (the feature test limits leave it out of reach otherwise).
    limits: { jobApplicationsPerClientPerHour: 5 },
  });
  owner = await server.db.createSessionForTest(MERCHANT);
  stranger = await server.db.createSessionForTest(MERCHANT);
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const api = (merchant = MERCHANT) => apiCaller(server.app, merchant);
/** Every call comes from one client: the limit counts per merchant and client. */
const apply = (id: number, body: unknown, token?: string, merchant = MERCHANT) =>
  api(merchant)(`/support/v1/vacancy/${id}/apply`, { body, token });
const mine = async (session: Session, merchant = MERCHANT) => {
  const reply = await api(merchant)('/support/v1/vacancy/applications', { token: session.token });
  expect(reply.status).toBe(200);
  return VacancyApplication.array().parse(reply.json);
};

describe('vacancies', () => {
  it('lists and shows the vacancies of the merchant, and none when they are switched off', async () => {
    const list = await api()('/support/v1/vacancy');
    expect(
      Vacancy.array()
        .parse(list.json)
        .map((v) => v.id),
    ).toEqual([31, 32]);
    const one = await api()('/support/v1/vacancy/31');
    expect(Vacancy.parse(one.json)).toMatchObject({ responsiblePerson: 'Dilnoza', salary: 6_000_000 });
    expect((await api()('/support/v1/vacancy/99')).status).toBe(404);
    expect((await api(OFF)('/support/v1/vacancy')).json).toEqual([]);
    expect((await api(OFF)('/support/v1/vacancy/31')).status).toBe(404);
    expect((await apply(31, { name: 'A', phone: '+998901234567' }, undefined, OFF)).status).toBe(404);
  });
});

describe('applications', () => {
  it('are stored with the signed-in customer, listed back to them only, and checked', async () => {
    const noName = await apply(31, { name: ' ', phone: '+998901234567' }, owner.token);
    expect(noName.status).toBe(400);
    expect(noName.json).toMatchObject({ field: 'name' });
    expect((await apply(31, { name: 'Aziz', phone: '123' }, owner.token)).json).toMatchObject({
      field: 'phone',
    });
    expect(
      (await apply(31, { name: 'Aziz', phone: '+998901234567', note: 'x'.repeat(1001) }, owner.token)).json,
    ).toMatchObject({
      field: 'note',
      problem: { kind: 'tooLong', max: 1000 },
    });

    const reply = await apply(
      31,
      { name: ' Aziz  K ', phone: '998 90 123 45 67', note: '  Two years at a grill.  ' },
      owner.token,
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const application = VacancyApplication.parse(reply.json);
    expect(application).toMatchObject({
      vacancyId: 31,
      name: 'Aziz K',
      phone: '+998901234567',
      note: 'Two years at a grill.',
    });
    expect((await mine(owner)).map((a) => a.id)).toEqual([application.id]);
    expect(await mine(stranger)).toEqual([]);
    const rows = await server.db.kysely
      .selectFrom('vacancy_applications')
      .selectAll()
      .where('id', '=', application.id)
      .execute();
    expect(rows).toMatchObject([{ merchant_id: MERCHANT, user_id: owner.user.id, vacancy_id: 31 }]);
    expect((await api()('/support/v1/vacancy/applications')).status).toBe(401);
  });

  it('are taken from guests too, a few an hour per client', async () => {
    const guest = await apply(32, { name: 'Guest', phone: '+998907654321' }, undefined, OTHER);
    expect(guest.status, JSON.stringify(guest.json)).toBe(200);
    const rows = await server.db.kysely
      .selectFrom('vacancy_applications')
      .selectAll()
      .where('merchant_id', '=', OTHER)
      .execute();
    expect(rows).toMatchObject([{ user_id: null, note: null, name: 'Guest' }]);
    for (let i = 0; i < 4; i++) {
      expect((await apply(32, { name: 'Guest', phone: '+998907654321' }, undefined, OTHER)).status).toBe(200);
    }
    const limited = await apply(32, { name: 'Guest', phone: '+998907654321' }, undefined, OTHER);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
