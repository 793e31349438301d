/**
 * Every feature module the storefront knows. Order matters only for slots several modules fill
 * (they render in this order). Each module's module.ts is small metadata; its screens load lazily.
 */
import analytics from '../modules/analytics/module.ts';
import auth from '../modules/auth/module.ts';
import banners from '../modules/banners/module.ts';
import booking from '../modules/booking/module.ts';
import basket from '../modules/basket/module.ts';
import branches from '../modules/branches/module.ts';
import cashback from '../modules/cashback/module.ts';
import catalogue from '../modules/catalogue/module.ts';
import chat from '../modules/chat/module.ts';
import checkout from '../modules/checkout/module.ts';
import delivery from '../modules/delivery/module.ts';
import dineIn from '../modules/dine-in/module.ts';
import extraPages from '../modules/extra-pages/module.ts';
import favourites from '../modules/favourites/module.ts';
import languages from '../modules/languages/module.ts';
import map from '../modules/map/module.ts';
import multiBrand from '../modules/multi-brand/module.ts';
import notifications from '../modules/notifications/module.ts';
import navigation from '../modules/navigation/module.ts';
import orders from '../modules/orders/module.ts';
import paymentCard from '../modules/payment-card/module.ts';
import paymentCash from '../modules/payment-cash/module.ts';
import paymentClick from '../modules/payment-click/module.ts';
import paymentPayme from '../modules/payment-payme/module.ts';
import paymentTerminal from '../modules/payment-terminal/module.ts';
import paymentUzum from '../modules/payment-uzum/module.ts';
import pickup from '../modules/pickup/module.ts';
import policies from '../modules/policies/module.ts';
import productPage from '../modules/product-page/module.ts';
import profile from '../modules/profile/module.ts';
import reviews from '../modules/reviews/module.ts';
import promo from '../modules/promo/module.ts';
import search from '../modules/search/module.ts';
import siteChrome from '../modules/site-chrome/module.ts';
import stories from '../modules/stories/module.ts';
import theming from '../modules/theming/module.ts';
import vacancies from '../modules/vacancies/module.ts';
import type { ModuleDefinition } from '../core/registry/define-module.ts';

export const modules: readonly ModuleDefinition[] = [
  theming,
  siteChrome,
  // Before policies: the footer's 'Write to us' comes with the contacts, before the documents.
  chat,
  search,
  languages,
  stories,
  banners,
  catalogue,
  productPage,
  basket,
  checkout,
  delivery,
  pickup,
  dineIn,
  branches,
  paymentCash,
  paymentTerminal,
  paymentPayme,
  paymentClick,
  paymentUzum,
  promo,
  cashback,
  paymentCard,
  policies,
  extraPages,
  auth,
  notifications,
  profile,
  orders,
  favourites,
  reviews,
  multiBrand,
  map,
  analytics,
  navigation,
  vacancies,
  booking,
];
