/**
 * Sends a code just issued (sign-in-codes.ts) through the outbox (code-outbox.ts), saying when the
 * phone may ask for the next one: what every call that sends a code does once it has one.
 */
import type { Limits } from '../base/limits.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { CodeOutbox } from './code-outbox.ts';
import type { IssuedCode } from './sign-in-codes.ts';

/** What sending needs of the server's services. */
export interface CodeSending {
  outbox: CodeOutbox;
  limits: Pick<Limits, 'codeResendSeconds'>;
}

/** @throws ApiError when the SMS could not be sent (CodeOutbox.send) */
export function sendIssuedCode(
  services: CodeSending,
  tenant: Tenant,
  phone: string,
  issued: IssuedCode,
  now: number,
): Promise<void> {
  return services.outbox.send({
    tenant,
    phone,
    code: issued.code,
    now,
    expiresAt: issued.expiresAt,
    retryAfterSeconds: services.limits.codeResendSeconds,
  });
}
