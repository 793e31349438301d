/**
 * Who and where: the customer's phone (tap to call), the address with a link to a map (the
 * storefront's map library stays out of the console), the comment and the courier's (a delivery's).
 */
import type { Order } from '../../contract/index.ts';
import { useConsole } from '../app/console-context.ts';

/** An OpenStreetMap page centred on the point, opened in a new tab. */
export const mapLinkOf = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export function OrderCustomer({ order, phone }: { order: Order; phone: string | null }) {
  const { t } = useConsole();
  const { address } = order;
  const name = order.receiver?.name ?? order.user?.firstName ?? null;
  const call = order.receiver?.phone ?? phone;
  const addressText = address
    ? [address.name ?? address.streetName, address.houseNumber, address.details].filter(Boolean).join(', ')
    : null;
  return (
    <dl className="facts">
      {name && (
        <>
          <dt>{t('order.customer')}</dt>
          <dd>{name}</dd>
        </>
      )}
      <dt>{t('order.phone')}</dt>
      <dd>{call ? <a href={`tel:${call}`}>{call}</a> : '—'}</dd>
      {address && (
        <>
          <dt>{t('order.address')}</dt>
          <dd>
            {addressText}{' '}
            <a href={mapLinkOf(address.latitude, address.longitude)} target="_blank" rel="noreferrer">
              {t('order.openMap')}
            </a>
          </dd>
        </>
      )}
      {order.comment && (
        <>
          <dt>{t('order.comment')}</dt>
          <dd>{order.comment}</dd>
        </>
      )}
      {order.courierComment && (
        <>
          <dt>{t('order.courierComment')}</dt>
          <dd>{order.courierComment}</dd>
        </>
      )}
    </dl>
  );
}
