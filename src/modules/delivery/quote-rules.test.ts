import { describe, expect, it } from 'vitest';
import { branchAfterLookup, quoteInputs, shownDeliveryPrice, tariffBody } from './quote-rules.ts';

const address = {
  latitude: 41.2851234567,
  longitude: 69.2,
  description: "Bunyodkor ko'chasi 12, Toshkent",
  cityId: 100001,
};
const base = { pathname: '/checkout', address, productPrice: 76000, cartEmpty: false };

describe('quoteInputs (spec section 4: when the branch and the price are recalculated)', () => {
  it('asks with the rounded point, the description, the product price and the city', () => {
    expect(quoteInputs(base)).toEqual({
      ok: true,
      point: { latitude: 41.285123, longitude: 69.2 },
      description: "Bunyodkor ko'chasi 12, Toshkent",
      productPrice: 76000,
      cityId: 100001,
    });
  });

  it('never recalculates on the basket route', () => {
    expect(quoteInputs({ ...base, pathname: '/basket' })).toEqual({ ok: false, skip: 'basketRoute' });
    expect(quoteInputs({ ...base, pathname: '/basket/' })).toEqual({ ok: false, skip: 'basketRoute' });
  });

  it('never recalculates without an address, coordinates or an address description', () => {
    expect(quoteInputs({ ...base, address: null })).toEqual({ ok: false, skip: 'noAddress' });
    expect(quoteInputs({ ...base, address: { ...address, latitude: Number.NaN } })).toEqual({
      ok: false,
      skip: 'noCoordinates',
    });
    expect(quoteInputs({ ...base, address: { ...address, description: '  ' } })).toEqual({
      ok: false,
      skip: 'noDescription',
    });
    expect(quoteInputs({ ...base, address: { ...address, description: null } })).toMatchObject({
      skip: 'noDescription',
    });
  });

  it('never recalculates with an empty cart or a total of 0', () => {
    expect(quoteInputs({ ...base, cartEmpty: true })).toEqual({ ok: false, skip: 'emptyCart' });
    expect(quoteInputs({ ...base, productPrice: 0 })).toEqual({ ok: false, skip: 'emptyCart' });
  });
});

describe('tariffBody', () => {
  it("sends the spec's tariff request: price, distance, branch, point, address text and city", () => {
    const inputs = quoteInputs(base);
    if (!inputs.ok) throw new Error('expected inputs');
    expect(tariffBody(inputs, { id: 100011, cityId: 100001, distance: 2.4 })).toEqual({
      productPrice: 76000,
      distance: 2.4,
      branchId: 100011,
      latitude: 41.285123,
      longitude: 69.2,
      address: "Bunyodkor ko'chasi 12, Toshkent",
      cityId: 100001,
    });
    const noCity = quoteInputs({ ...base, address: { ...address, cityId: null } });
    if (!noCity.ok) throw new Error('expected inputs');
    expect(tariffBody(noCity, { id: 1, cityId: 7, distance: null })).toMatchObject({
      cityId: 7,
      distance: null,
    });
  });
});

describe('shownDeliveryPrice (spec section 4: a failed tariff keeps the price)', () => {
  it("shows this address's answer, and the last price once the call failed", () => {
    expect(shownDeliveryPrice({ asking: true, answered: 15000, failed: false, last: 12000 })).toBe(15000);
    expect(shownDeliveryPrice({ asking: true, answered: undefined, failed: true, last: 12000 })).toBe(12000);
    expect(
      shownDeliveryPrice({ asking: true, answered: undefined, failed: true, last: undefined }),
    ).toBeUndefined();
  });

  it('shows nothing while asking, or when nothing is asked (no address, empty cart)', () => {
    expect(
      shownDeliveryPrice({ asking: true, answered: undefined, failed: false, last: 12000 }),
    ).toBeUndefined();
    expect(
      shownDeliveryPrice({ asking: false, answered: undefined, failed: false, last: 12000 }),
    ).toBeUndefined();
  });
});

describe('branchAfterLookup (spec section 4: a failed lookup clears the branch)', () => {
  it('takes the branch found, clears it on failure, and keeps it while nothing is known', () => {
    expect(branchAfterLookup({ found: 100011, failed: false, current: 100012 })).toBe(100011);
    expect(branchAfterLookup({ found: null, failed: true, current: 100012 })).toBeNull();
    expect(branchAfterLookup({ found: null, failed: false, current: 100012 })).toBe(100012);
  });
});
