/**
 * A merchant's SMS account, from its merchant.json (server only): which gateway (`smsGateway`), its
 * login and password (`smsUsername`, `smsPassword`) and its approved sender name (`smsSender`, else
 * Eskiz's test sender 4546). A merchant without a gateway or credentials gets no SMS; in production
 * its code requests are refused with a clear answer (sms-service.ts).
 */
import type { Tenant } from '../tenants/load-tenants.ts';
import { ESKIZ_TEST_SENDER } from './eskiz-gateway.ts';
import type { SmsGatewayName } from './sms-gateway.ts';

export interface MerchantSmsAccount {
  gateway: SmsGatewayName;
  login: string;
  password: string;
  sender: string;
}

/** The merchant's account, or what is missing (for the operator's log; never a secret). */
export function merchantSmsAccount(tenant: Tenant): MerchantSmsAccount | { problem: string } {
  const merchant = tenant.data.merchant;
  if (!merchant.smsGateway) return { problem: 'merchant.json names no smsGateway (ESKIZ or PLAY_MOBILE)' };
  const login = merchant.smsUsername?.trim();
  const password = merchant.smsPassword ?? '';
  if (!login || password === '') {
    return { problem: `merchant.json has no smsUsername and smsPassword for ${merchant.smsGateway}` };
  }
  return {
    gateway: merchant.smsGateway,
    login,
    password,
    sender: merchant.smsSender?.trim() || ESKIZ_TEST_SENDER,
  };
}
