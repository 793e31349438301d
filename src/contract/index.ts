export * from './primitives.ts';
export * from './enums.ts';
export * from './branch.ts';
export * from './branch-pause.ts';
export * from './catalogue.ts';
export * from './people.ts';
export * from './places.ts';
export * from './commerce.ts';
export * from './promo.ts';
export * from './content.ts';
export * from './click-app-settings.ts';
export * from './settings.ts';
export * from './settings-parse.ts';
export * from './endpoints/index.ts';
export * from './order-cancel.ts';
export * from './reviews.ts';
export * from './pricing.ts';
export * from './boot-data.ts';
export * from './rendered-page.ts';
export * from './geo.ts';
export * from './time-zone.ts';
export * from './service-types.ts';
export * from './payment-availability.ts';
export * from './saved-cards.ts';
export * from './card-number.ts';
// Server-only shapes (fixture files: fixtures.ts, delivery-tariff.ts, payment-providers.ts; base maps:
// map-data.ts) are imported from their own files too: their zod schemas are built when the module
// loads, so exported from here they would ride along in the start-up chunk, unused.
// The merchant's wall clock and the hours rules (merchant-time.ts, service-hours.ts, time-slots.ts) are
// imported from their own files: exported from here, the storefront's bundler would keep them in the
// chunk every page loads (this index is part of the start-up code), though only the checkout's "when"
// choice uses them.
export * from './order-stream.ts';
export * from './notifications.ts';
