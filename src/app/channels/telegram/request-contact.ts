/**
 * Asking the customer to share their phone through Telegram: the client shows its own dialog and
 * answers `phone_requested`; once sent, the contact is read with the getRequestedContact method.
 */
import { z } from 'zod';
import type { TelegramBridge } from './telegram-bridge.ts';

const Contact = z.object({
  phone_number: z.string(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
export interface SharedContact {
  phone: string;
  firstName: string | null;
  lastName: string | null;
}

const CONTACT_WAIT_MS = 60_000;

/** The phone in international form: Telegram may send it without the plus. */
export const internationalPhone = (phone: string) => `+${phone.replace(/\D/g, '')}`;

export async function requestContact(bridge: TelegramBridge): Promise<SharedContact | null> {
  const answer = bridge.next('phone_requested', CONTACT_WAIT_MS);
  bridge.post('web_app_request_phone');
  const status = z.object({ status: z.string() }).safeParse(await answer);
  if (!status.success || status.data.status !== 'sent') return null;

  const reqId = `contact-${Date.now()}`;
  const invoked = bridge.next(
    'custom_method_invoked',
    CONTACT_WAIT_MS,
    (data) => (data as { req_id?: unknown })?.req_id === reqId,
  );
  bridge.post('web_app_invoke_custom_method', { req_id: reqId, method: 'getRequestedContact', params: {} });
  const result = z.object({ result: z.string() }).safeParse(await invoked);
  if (!result.success) return null;
  try {
    const contact = Contact.safeParse(
      JSON.parse(new URLSearchParams(result.data.result).get('contact') ?? 'null'),
    );
    if (!contact.success) return null;
    return {
      phone: internationalPhone(contact.data.phone_number),
      firstName: contact.data.first_name ?? null,
      lastName: contact.data.last_name ?? null,
    };
  } catch {
    return null;
  }
}
