/**
 * The tables as the query builder sees them (Kysely's `Database` type). Column types are what both
 * engines hand back: times are epoch milliseconds (bigint, read as numbers), flags are 0/1 integers
 * (SQLite has no boolean), money and coordinates are double precision. migrations.ts creates them.
 */
import type { ColumnType, Generated } from 'kysely';

/** An auto-numbered primary key: never written, always read. */
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  merchant_id: number;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  birthday: string | null;
  email: string | null;
  image: string | null;
  gender: 'male' | 'female' | null;
  cashback: ColumnType<number, number | undefined, number>;
  created_at: number;
  is_active: ColumnType<number, number | undefined, number>;
  telegram_id: number | null;
  language: string | null;
  updated_at: number | null;
  phone_verified: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  merchant_id: number;
  channel: 'WEB' | 'TG';
  created_at: number;
  /** Last request seen with the token (written at most once a minute): idle expiry. */
  last_seen_at: number;
  /** When the customer last proved the phone with a code in this session (sign-in or confirm). */
  confirmed_at: number | null;
}

export interface ReviewsTable {
  id: Id;
  merchant_id: number;
  product_id: number;
  fixture_id: number | null;
  user_id: number | null;
  grade: number;
  comment: string | null;
  created_at: string | null;
  /** The order whose review gave this grade (migration 23); NULL for fixture reviews. */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A customer's review of a done order (migration 23). */
export interface OrderReviewsTable {
  id: Id;
  merchant_id: number;
  order_id: number;
  user_id: number | null;
  grade: number;
  comment: string | null;
  /** Epoch ms of the first sending: the review may change for a day from then. */
  created_at: number;
  updated_at: number;
}

export interface CodesTable {
  id: Id;
  merchant_id: number;
  phone: string;
  purpose: 'LOGIN' | 'PHONE_CHANGE' | 'STAFF_LOGIN';
  user_id: number | null;
  client_type: string | null;
  salt: string;
  hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AddressesTable {
  id: Id;
  merchant_id: number;
  user_id: number;
  type: 'HOUSE' | 'APARTMENT';
  name: string | null;
  street_name: string | null;
  details: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
  city_id: number | null;
  house_number: string | null;
  comment: string | null;
  office: string | null;
  domophone: string | null;
  entrance: string | null;
  floor: string | null;
  created_at: number;
  updated_at: number;
}

export interface UserImagesTable {
  id: string;
  user_id: number;
  merchant_id: number;
  bytes: Buffer;
  created: number;
}

export interface OrdersTable {
  id: Id;
  merchant_id: number;
  user_id: number | null;
  number: number;
  status: string;
  service_type: string;
  payment_type: string;
  order_device: string;
  is_paid: ColumnType<number, number | undefined, number>;
  created: number;
  updated: number;
  body: string;
  /** The courier of a delivery (migration 15): set by the status switch, moved by the clock. */
  courier_id: number | null;
  courier_status: string | null;
  /** When courier_status was set (epoch ms): the simulated courier drives from then. */
  courier_since: number | null;
  /** The simulated courier's speed, km/h. */
  courier_kmh: number | null;
  /** The promo the order used (migration 18): its use counts until the order is cancelled. */
  promo_id: number | null;
  /** Cashback the order spent from the customer's balance. */
  cashback_spent: ColumnType<number, number | undefined, number>;
  /** Cashback the order earns once done (decided when placed). */
  cashback_earned: ColumnType<number, number | undefined, number>;
  /** When the earned cashback was credited; null: not (yet). Set once, by a guarded update. */
  cashback_credited_at: number | null;
  /** When a cancelled order gave back its spent cashback and promo use; null: not. Set once. */
  released_at: number | null;
  /** When the order was last marked paid; null while unpaid. */
  paid_at: number | null;
  /** Why the customer cancelled (migration 24; contract CancelReason) and their words. */
  cancel_reason: string | null;
  cancel_comment: string | null;
  /** A cancelled online-paid order's refund: PENDING or REFUNDED; null when nothing is owed. */
  refund_state: string | null;
  /** The server's estimate (migration 22): when the kitchen should have it ready (epoch ms). */
  ready_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The server's estimate: when the customer should have it (ready, or at the door). */
  expected_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why staff rejected or cancelled the order (migration 31; contract StaffCancelReason). */
  staff_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FavouritesTable {
  id: Id;
  merchant_id: number;
  user_id: number;
  product_id: number;
  created: number;
}

/** The last order number given out per merchant: one atomic upsert hands out the next. */
export interface OrderNumbersTable {
  merchant_id: number;
  last_number: number;
}

/** Fixed-window counters of the rate limits, shared by every instance on the database. */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
  /** When the row stops mattering (end of its window or lock); old rows are swept. */
  expires_at: number;
}

/** The first answer to an order create per (merchant, customer, Idempotency-Key). */
export interface IdempotencyKeysTable {
  merchant_id: number;
  user_id: number;
  key: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string;
  status: number;
  response: string;
  created_at: number;
}

/** Order status changes, in order: the live status stream replays them after a Last-Event-ID. */
export interface OrderEventsTable {
  id: Id;
  merchant_id: number;
  user_id: number;
  order_id: number;
  status: string;
  is_paid: number;
  /** The order's courier status at the event (migration 15). */
  courier_status: string | null;
  created_at: number;
}

/** A provider's payment transaction (migration 16); payments/payment-store.ts reads and moves it. */
export interface PaymentTransactionsTable {
  id: Id;
  merchant_id: number;
  order_id: number;
  provider: string;
  provider_tx_id: string;
  /** Tiyin. */
  amount: number;
  state: string;
  reason: number | null;
  /** The provider's own time of the transaction (Payme's `time`), epoch ms. */
  provider_time: number | null;
  created_at: number;
  performed_at: number | null;
  cancelled_at: number | null;
  /** JSON of what one protocol keeps besides (Click's paydoc id, Uzum's params...). */
  data: ColumnType<string, string | undefined, string>;
}

/**
 * A Payme cash register key set by Payme's ChangePassword (migration 17), per merchant and slot (the
 * production `key` or the `testKey`). It replaces the fixture's key only while the fixture still
 * holds the key it replaced (`fixture_key_hash`, SHA-256 hex): an edited fixture wins again.
 */
export interface PaymeKeysTable {
  merchant_id: number;
  slot: string;
  fixture_key_hash: string;
  key: string;
  changed_at: number;
}

/** Uses of a promo by every customer together (migration 18): moved by guarded upserts. */
export interface PromoUsesTable {
  merchant_id: number;
  promo_id: number;
  uses: number;
}

/** Uses of a promo by one customer (migration 18). */
export interface PromoCustomerUsesTable {
  merchant_id: number;
  promo_id: number;
  user_id: number;
  uses: number;
}

export interface MigrationsTable {
  id: number;
  name: string;
  applied_at: number;
}

/** Every table of the storefront database. */
/** A card a customer saved with Payme (migration 19): token, masked number, expiry; never the number. */
export interface SavedCardsTable {
  id: Id;
  merchant_id: number;
  user_id: number;
  /** Payme's card token (cards.create with save: true); server only, never sent to a browser. */
  token: string;
  /** Payme's masked number, e.g. 860006******6311. */
  number: string;
  /** MM/YY. */
  expire: string;
  /** 1 once confirmed with the SMS code (cards.verify). */
  verified: ColumnType<number, number | undefined, number>;
  created_at: number;
  verified_at: number | null;
}

/** An invoice sent through Click's Merchant API for a Click mini app order (one per attempt). */
export interface ClickInvoicesTable {
  id: Id;
  merchant_id: number;
  order_id: number;
  /** 1, 2...: each new invoice of the order is the next attempt; unique per order. */
  attempt: number;
  /** Click's invoice id (a bigint, kept as its digits); null while the claim waits for Click. */
  invoice_id: string | null;
  /** The phone the invoice went to, in the contract's form (+998...). */
  phone: string;
  /** Tiyin. */
  amount: number;
  created_at: number;
}

/** A notification a customer has read (migration 21). */
export interface NotificationReadsTable {
  merchant_id: number;
  user_id: number;
  notification_id: string;
  read_at: number;
}

/**
 * Where a bot message is (migration 30): `recorded` (kept, never to be sent: the server sends nothing),
 * `pending` (to send at next_attempt_at), `sending` (an instance took it; its lease ends at
 * next_attempt_at), `sent`, `failed` (for good: refused, or out of tries), `blocked` (the chat refused
 * the bot, or had refused it when the message was recorded).
 */
export type BotMessageStatus = 'recorded' | 'pending' | 'sending' | 'sent' | 'failed' | 'blocked';

/** A message to a customer's chat with the merchant's bot (migration 21; an outbox since 30). */
export interface BotMessagesTable {
  id: Id;
  merchant_id: number;
  user_id: number | null;
  chat_id: string;
  order_id: number;
  event_id: number;
  text: string;
  created_at: number;
  status: ColumnType<BotMessageStatus, BotMessageStatus | undefined, BotMessageStatus>;
  /** sendMessage calls made for it; also the fence that lets only the latest claim settle it. */
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number | null;
  telegram_message_id: number | null;
  last_error: string | null;
  sent_at: number | null;
}

/** A chat that refused a merchant's bot (migration 30): nothing more is sent to it. */
export interface BotBlockedChatsTable {
  merchant_id: number;
  chat_id: string;
  /** Telegram's description, e.g. "Forbidden: bot was blocked by the user". */
  reason: string;
  blocked_at: number;
}

/** An application for a vacancy (migration 25); a guest's has no user_id. */
export interface VacancyApplicationsTable {
  id: Id;
  merchant_id: number;
  vacancy_id: number;
  user_id: number | null;
  name: string;
  phone: string;
  note: string | null;
  created_at: number;
}

/** A table reservation (migration 26); starts_at/ends_at are epoch ms, status BOOKED or CANCELLED. */
export interface ReservationsTable {
  id: Id;
  merchant_id: number;
  user_id: number;
  branch_id: number;
  place_id: number;
  chairs: number;
  starts_at: number;
  ends_at: number;
  name: string;
  phone: string;
  status: 'BOOKED' | 'CANCELLED';
  created_at: number;
}

/** A waiter call of a dine-in order (migration 27); open_key is the order id while it is open. */
export interface WaiterCallsTable {
  id: Id;
  merchant_id: number;
  order_id: number;
  open_key: number | null;
  called_at: number;
  expires_at: number;
  answered_at: number | null;
}

/** Where an SMS is (migration 28, sms/sms-outbox-store.ts). */
export type SmsStatus = 'pending' | 'sending' | 'sent' | 'failed';
/** What an SMS is for. */
export type SmsKind = 'code' | 'receipt';

/** Every SMS the server sends, written before it is sent (migration 28). */
export interface SmsOutboxTable {
  id: Id;
  merchant_id: number;
  phone: string;
  kind: SmsKind;
  /** NULL once a code's row is final (sent or given up). */
  text: string | null;
  gateway: 'ESKIZ' | 'PLAY_MOBILE';
  status: ColumnType<SmsStatus, SmsStatus | undefined, SmsStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  /** While `sending`: until when the claiming instance owns the row. */
  lease_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** The row is given up once a retry would fall after this (a code's expiry, a receipt's day). */
  deadline_at: number;
  provider_message_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last failure, for the operator: never the text, a password or a whole phone number. */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's delivery status, when it calls back (Eskiz: DELIVRD, UNDELIV, ...). */
  delivery_status: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** One row per key at most (a receipt per order); NULL for codes. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  sent_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * What the staff stopped (stop-list/): a product or an option sold out at one branch (branch_id) or
 * at all of them (branch_id 0), until a time or until taken off (until NULL). One row per item and
 * branch: stopping again replaces it.
 */
export interface StopListTable {
  merchant_id: number;
  kind: 'product' | 'modification';
  item_id: number;
  branch_id: number;
  until: number | null;
  staff_id: number | null;
  created_at: number;
}

/** A product's stock as the staff counted it, over the catalogue's `count` (null there: not counted). */
export interface StockCountsTable {
  merchant_id: number;
  product_id: number;
  count: number;
  staff_id: number | null;
  updated_at: number;
}

/** A branch's service (PICK_UP or DELIVERY) paused by the staff, until a time or until reopened. */
export interface BranchPausesTable {
  merchant_id: number;
  branch_id: number;
  type: 'PICK_UP' | 'DELIVERY';
  until: number | null;
  staff_id: number | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  reviews: ReviewsTable;
  order_reviews: OrderReviewsTable;
  codes: CodesTable;
  addresses: AddressesTable;
  user_images: UserImagesTable;
  orders: OrdersTable;
  favourites: FavouritesTable;
  order_numbers: OrderNumbersTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  order_events: OrderEventsTable;
  payment_transactions: PaymentTransactionsTable;
  payme_keys: PaymeKeysTable;
  promo_uses: PromoUsesTable;
  promo_customer_uses: PromoCustomerUsesTable;
  saved_cards: SavedCardsTable;
  click_invoices: ClickInvoicesTable;
  notification_reads: NotificationReadsTable;
  bot_messages: BotMessagesTable;
  bot_blocked_chats: BotBlockedChatsTable;
  vacancy_applications: VacancyApplicationsTable;
  reservations: ReservationsTable;
  waiter_calls: WaiterCallsTable;
  sms_outbox: SmsOutboxTable;
  stop_list: StopListTable;
  stock_counts: StockCountsTable;
  branch_pauses: BranchPausesTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  console_audit: ConsoleAuditTable;
  tenants: TenantsTable;
  tenant_files: TenantFilesTable;
  tenant_media: TenantMediaTable;
  tenant_versions: TenantVersionsTable;
  migrations: MigrationsTable;
}

/** The merchant's console staff (console/staff-store.ts). */
export interface StaffTable {
  id: Id;
  merchant_id: number;
  phone: string;
  name: string;
  role: 'OWNER' | 'MANAGER' | 'OPERATOR';
  /** JSON array of branch ids; [] is every branch. */
  branch_ids: string;
  created_at: number;
  removed_at: number | null;
}

/** Staff sessions: like customers' sessions, a hash of the token only (console/staff-sessions.ts). */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  merchant_id: number;
  created_at: number;
  last_seen_at: number;
}

/** Every staff action (console/audit-store.ts). */
export interface ConsoleAuditTable {
  id: Id;
  merchant_id: number;
  staff_id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  before: string | null;
  after: string | null;
  created_at: number;
}

/** A tenant held in the database (tenant-data/tenant-data-store.ts). */
export interface TenantsTable {
  merchant_id: number;
  sub: string;
  version: number;
  imported_version: number;
  source_hash: string;
  updated_at: number;
}

/** One JSON file of a tenant folder, as written. */
export interface TenantFilesTable {
  merchant_id: number;
  file: string;
  content: string;
}

/** One media file of a tenant folder. */
export interface TenantMediaTable {
  merchant_id: number;
  path: string;
  bytes: Uint8Array;
}

/** One version of a tenant: what changed, how and by whom. */
export interface TenantVersionsTable {
  id: Id;
  merchant_id: number;
  version: number;
  source: 'IMPORT' | 'STUDIO' | 'REVERT';
  staff_id: number | null;
  changes: string;
  created_at: number;
}
