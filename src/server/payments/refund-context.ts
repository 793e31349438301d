/** What starting a refund needs of a call: its database, tenant and services (payments/refunds.ts). */
import type { HandlerContext } from '../http/api-types.ts';

export type RefundContext = Pick<HandlerContext<'orderCancel'>, 'db' | 'tenant' | 'services'>;
