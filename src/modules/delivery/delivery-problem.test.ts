import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../core/api/unwrap.ts';
import { incompleteAddressProblem, minimumProblem, problemOfError } from './delivery-problem.ts';

describe('problemOfError', () => {
  it("says a known refusal in the storefront's words when the server does not speak the language", () => {
    expect(
      problemOfError(
        new ApiRequestError({
          message: 'Out of Service zone',
          status: 400,
          code: 'OUT_OF_SERVICE_ZONE',
          localized: false,
        }),
      ),
    ).toEqual({
      kind: 'outOfZone',
    });
    expect(
      problemOfError(
        new ApiRequestError({ message: 'x', status: 404, code: 'NO_BRANCHES', localized: false }),
      ),
    ).toEqual({ kind: 'noBranch' });
    expect(
      problemOfError(
        new ApiRequestError({ message: 'x', status: 400, code: 'DELIVERY_MIN_AMOUNT', localized: false }),
      ),
    ).toEqual({
      kind: 'minimum',
    });
    expect(
      problemOfError(
        new ApiRequestError({ message: 'x', status: 400, code: 'DELIVERY_UNAVAILABLE', localized: false }),
      ),
    ).toEqual({
      kind: 'unavailable',
    });
    expect(
      problemOfError(new ApiRequestError({ message: 'x', status: 400, code: 'BRANCH_HOLIDAY' })),
    ).toEqual({ kind: 'holiday' });
  });

  it("keeps the server's own text when it is in the customer's language", () => {
    expect(
      problemOfError(
        new ApiRequestError({
          message: 'Вне зоны обслуживания',
          status: 400,
          code: 'OUT_OF_SERVICE_ZONE',
          localized: true,
        }),
      ),
    ).toEqual({ kind: 'outOfZone', text: 'Вне зоны обслуживания' });
  });

  it("gives the server's text for anything else, and a plain failure for what is not a call", () => {
    expect(
      problemOfError(
        new ApiRequestError({ message: 'Произошла ошибка', status: 500, code: 'INTERNAL', localized: false }),
      ),
    ).toEqual({
      kind: 'failed',
      text: 'Произошла ошибка',
    });
    expect(problemOfError(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('minimumProblem', () => {
  it('asks for more products below the minimum only', () => {
    expect(minimumProblem(30000, 40000)).toEqual({ kind: 'minimum', amount: 40000 });
    expect(minimumProblem(40000, 40000)).toBeNull();
    expect(minimumProblem(30000, 0)).toBeNull();
    expect(minimumProblem(30000, undefined)).toBeNull();
  });
});

describe('incompleteAddressProblem', () => {
  it('flags an address the spec will not price, not a missing one or an empty basket', () => {
    expect(incompleteAddressProblem(true, { ok: false, skip: 'noDescription' })).toEqual({
      kind: 'incomplete',
    });
    expect(incompleteAddressProblem(true, { ok: false, skip: 'noCoordinates' })).toEqual({
      kind: 'incomplete',
    });
    expect(incompleteAddressProblem(true, { ok: false, skip: 'emptyCart' })).toBeNull();
    expect(incompleteAddressProblem(false, { ok: false, skip: 'noAddress' })).toBeNull();
    expect(incompleteAddressProblem(true, { ok: true })).toBeNull();
  });
});
