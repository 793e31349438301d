/**
 * What the merchant publishes and says: settings, brands, banners, stories, policy texts, free pages,
 * and the customer's notifications.
 */
import { z } from 'zod';
import { Policy } from '../commerce.ts';
import { Banner, Story } from '../content.ts';
import { PolicyType } from '../enums.ts';
import { ExtraPages } from '../extra-pages.ts';
import { NotificationList, NotificationsRead, UnreadCount } from '../notifications.ts';
import { Brand } from '../people.ts';
import { PublicClickAppSettings, PublicWebSettings } from '../settings.ts';
import { def } from './define.ts';

export const contentEndpoints = {
  brandCatalog: def({
    method: 'GET',
    path: '/support/v1/brand/catalog',
    response: z.array(Brand),
    summary: 'Brands of the merchant',
  }),
  banners: def({
    method: 'GET',
    path: '/support/v1/banner',
    response: z.array(Banner),
    summary: 'Home banners',
  }),
  stories: def({
    method: 'GET',
    path: '/notifications/v2/stories',
    response: z.array(Story),
    summary: 'Stories',
  }),
  webSettings: def({
    method: 'GET',
    path: '/support/v1/merchant/settings/web',
    response: PublicWebSettings,
    summary: 'Web settings',
  }),
  clickAppSettings: def({
    method: 'GET',
    path: '/support/v1/merchant/settings/click-app/client',
    response: PublicClickAppSettings,
    summary: 'Click mini app settings',
  }),
  policies: def({
    method: 'GET',
    path: '/support/v1/company/policies',
    query: z.object({ policies: PolicyType }),
    response: z.array(Policy),
    summary: 'Company policy texts',
  }),
  extraPages: def({
    method: 'GET',
    path: '/support/v1/company/pages',
    response: ExtraPages,
    summary: "The merchant's free content pages (routes extra2 and extr3)",
  }),
  // The spec names notifications without their calls; these three paths are this contract's.
  notifications: def({
    method: 'GET',
    path: '/notifications/v1/notifications/WITH_TOKEN',
    response: NotificationList,
    summary: "The customer's notifications (order status changes, merchant news), newest first",
  }),
  notificationsRead: def({
    method: 'POST',
    path: '/notifications/v1/notifications/read/WITH_TOKEN',
    body: NotificationsRead,
    response: UnreadCount,
    summary: 'Mark some of the customer notifications read',
  }),
  notificationsReadAll: def({
    method: 'POST',
    path: '/notifications/v1/notifications/read-all/WITH_TOKEN',
    response: UnreadCount,
    summary: "Mark all of the customer's notifications read",
  }),
} as const;
