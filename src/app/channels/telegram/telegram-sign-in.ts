/**
 * Signing in inside the messenger (spec section 4): with the init data first; a customer the server
 * does not know yet is asked (unless phone verification is required) to share their contact, and is
 * registered with it. Returns null when the customer stays a guest (declined, or must verify by SMS).
 *
 * Plain api.call, not the mutation helper (core/api/use-api-mutation.ts): a start-up step outside React
 * with no busy or error state on screen, whose failures all mean "stay a guest".
 */
import type { ApiClient } from '../../../core/api/client.ts';
import type { StoredSession } from '../../../core/session/session-store.ts';
import { requestContact } from './request-contact.ts';
import type { TelegramBridge } from './telegram-bridge.ts';

export async function signInFromTelegram(
  api: ApiClient,
  initData: string,
  bridge: TelegramBridge,
): Promise<StoredSession | null> {
  const [failure, login] = await api.call('botToken', { body: { initData } });
  if (!failure) return login;
  if (failure.code !== 'NOT_REGISTERED') return null;

  const [checkFailure, check] = await api.call('botPhoneVerification', { body: { initData } });
  if (checkFailure || check.isPhoneVerificationRequired) return null;

  const contact = await requestContact(bridge);
  if (!contact) return null;
  const [registerFailure, registered] = await api.call('botRegister', {
    body: { initData, phone: contact.phone, firstName: contact.firstName, lastName: contact.lastName },
  });
  return registerFailure ? null : registered;
}
