/**
 * The merchant's console (served at /console/ on the tenant's host): staff sign-in, the orders board
 * and its moves, staff management and the audit log. Paths are this contract's. "/WITH_STAFF_TOKEN"
 * marks a call that needs a staff session's bearer token: a customer's token is refused there, as a
 * staff token is on every customer call (WITH_TOKEN). Who may call what is staff.ts's table.
 */
import { z } from 'zod';
import { AuditPage, AuditQuery } from '../console-audit.ts';
import {
  ConsoleAvailability,
  PauseRequest,
  ReopenRequest,
  ResumeRequest,
  StockRequest,
  StopRequest,
} from '../console-availability.ts';
import {
  AcceptRequest,
  ConsoleOrder,
  ConsoleOrderList,
  ConsoleOrderQuery,
  MoveRequest,
  StaffCancelRequest,
} from '../console-orders.ts';
import { ConsoleMenu, MenuPhoto, MenuPhotoUpload, MenuSaveRequest } from '../console-menu.ts';
import { NewTenant, NewTenantRequest } from '../console-onboarding.ts';
import { ConsoleSettings, SettingsHistory, SettingsSaveRequest } from '../console-settings.ts';
import { LocalizedText } from '../primitives.ts';
import { StaffMember, StaffMemberInput, StaffPermission } from '../staff.ts';
import { CodeSent, PhoneNumber } from './accounts.ts';
import { def, Ok } from './define.ts';

const Code = z.string().regex(/^\d{6}$/, 'expected the 6-digit code');

/** Who is signed in to the console, for which merchant, and what they may do and see. */
export const ConsoleMe = z.object({
  staff: StaffMember,
  merchant: z.object({ id: z.number().int(), sub: z.string(), name: LocalizedText }),
  /** The branches whose orders this member sees. */
  branches: z.array(z.object({ id: z.number().int(), name: LocalizedText })),
  permissions: z.array(StaffPermission),
});

export const consoleEndpoints = {
  consoleAuthCode: def({
    method: 'POST',
    path: '/console/v1/auth/code',
    body: z.object({ phone: PhoneNumber }),
    response: CodeSent,
    // Answered alike for any phone: only a staff phone gets a code (no list of staff to fish for).
    summary: "Send a staff member's sign-in code by SMS",
  }),
  consoleAuthLogin: def({
    method: 'POST',
    path: '/console/v1/auth/login',
    body: z.object({ phone: PhoneNumber, code: Code }),
    response: z.object({ token: z.string(), staff: StaffMember }),
    summary: 'Sign in to the console with the code',
  }),
  consoleLogout: def({
    method: 'POST',
    path: '/console/v1/auth/logout/WITH_STAFF_TOKEN',
    response: Ok,
    summary: 'Sign out of the console',
  }),
  consoleMe: def({
    method: 'GET',
    path: '/console/v1/me/WITH_STAFF_TOKEN',
    response: ConsoleMe,
    summary: 'The signed-in staff member, role, branches and merchant',
  }),
  consoleOrders: def({
    method: 'GET',
    path: '/console/v1/orders/WITH_STAFF_TOKEN',
    query: ConsoleOrderQuery,
    response: ConsoleOrderList,
    summary: "Orders, newest first, by branch and status (an operator's branches only)",
  }),
  consoleOrder: def({
    method: 'GET',
    path: '/console/v1/orders/{id}/WITH_STAFF_TOKEN',
    response: ConsoleOrder,
    summary: 'One order: lines, customer, payment, timeline and the moves allowed',
  }),
  consoleOrderAccept: def({
    method: 'POST',
    path: '/console/v1/orders/{id}/accept/WITH_STAFF_TOKEN',
    body: AcceptRequest,
    response: ConsoleOrder,
    summary: "Accept a new order with a preparation time (the customer's estimate moves)",
  }),
  consoleOrderReject: def({
    method: 'POST',
    path: '/console/v1/orders/{id}/reject/WITH_STAFF_TOKEN',
    body: StaffCancelRequest,
    response: ConsoleOrder,
    summary: 'Reject a new order with a reason the customer reads',
  }),
  consoleOrderMove: def({
    method: 'POST',
    path: '/console/v1/orders/{id}/status/WITH_STAFF_TOKEN',
    body: MoveRequest,
    response: ConsoleOrder,
    // Refusals: ORDER_FINAL, SAME_STATUS, MOVE_NOT_ALLOWED (order-transitions.ts), ORDER_CONFLICT.
    summary: 'Move an order to the next status of the transition table',
  }),
  consoleOrderPaid: def({
    method: 'POST',
    path: '/console/v1/orders/{id}/paid/WITH_STAFF_TOKEN',
    response: ConsoleOrder,
    summary: 'Mark a cash order paid',
  }),
  consoleOrderCancel: def({
    method: 'POST',
    path: '/console/v1/orders/{id}/cancel/WITH_STAFF_TOKEN',
    body: StaffCancelRequest,
    response: ConsoleOrder,
    summary: 'Cancel an order with a reason: refunded, or marked refund due',
  }),
  consoleAvailability: def({
    method: 'GET',
    path: '/console/v1/availability/WITH_STAFF_TOKEN',
    response: ConsoleAvailability,
    summary: 'What is stopped, counted and paused now',
  }),
  consoleStop: def({
    method: 'POST',
    path: '/console/v1/stop-list/WITH_STAFF_TOKEN',
    body: StopRequest,
    response: ConsoleAvailability,
    // An operator stops at their own branches only; "every branch" is for owners and managers.
    summary: 'Stop a product or an option (sold out) at one branch or all, until a time or taken off',
  }),
  consoleResume: def({
    method: 'POST',
    path: '/console/v1/stop-list/resume/WITH_STAFF_TOKEN',
    body: ResumeRequest,
    response: ConsoleAvailability,
    summary: 'Take a product or an option off the stop list',
  }),
  consoleStock: def({
    method: 'PUT',
    path: '/console/v1/stock/{productId}/WITH_STAFF_TOKEN',
    body: StockRequest,
    response: ConsoleAvailability,
    summary: "Set a product's stock count (null: the catalogue's own again)",
  }),
  consolePause: def({
    method: 'POST',
    path: '/console/v1/branches/{id}/pause/WITH_STAFF_TOKEN',
    body: PauseRequest,
    response: ConsoleAvailability,
    summary: "Pause a branch's pickup or delivery, for a while or until reopened",
  }),
  consoleReopen: def({
    method: 'POST',
    path: '/console/v1/branches/{id}/reopen/WITH_STAFF_TOKEN',
    body: ReopenRequest,
    response: ConsoleAvailability,
    summary: "End a branch's pause",
  }),
  consoleStaff: def({
    method: 'GET',
    path: '/console/v1/staff/WITH_STAFF_TOKEN',
    response: z.array(StaffMember),
    summary: "The merchant's staff (owner only)",
  }),
  consoleStaffAdd: def({
    method: 'POST',
    path: '/console/v1/staff/WITH_STAFF_TOKEN',
    body: StaffMemberInput,
    response: StaffMember,
    summary: 'Add a staff member (owner only)',
  }),
  consoleStaffRemove: def({
    method: 'DELETE',
    path: '/console/v1/staff/{id}/WITH_STAFF_TOKEN',
    response: Ok,
    summary: 'Remove a staff member and end their sessions (owner only)',
  }),
  consoleAudit: def({
    method: 'GET',
    path: '/console/v1/audit/WITH_STAFF_TOKEN',
    query: AuditQuery,
    response: AuditPage,
    summary: 'The audit log, newest first, with filters (owner and manager)',
  }),
  consoleSettings: def({
    method: 'GET',
    path: '/console/v1/settings/WITH_STAFF_TOKEN',
    response: ConsoleSettings,
    summary: 'Both settings documents as saved, with their version (owner and manager)',
  }),
  consoleSettingsSave: def({
    method: 'POST',
    path: '/console/v1/settings/WITH_STAFF_TOKEN',
    body: SettingsSaveRequest,
    response: ConsoleSettings,
    summary: 'Save settings as a new version; refused when invalid or made on an older version',
  }),
  consoleSettingsHistory: def({
    method: 'GET',
    path: '/console/v1/settings/versions/WITH_STAFF_TOKEN',
    response: SettingsHistory,
    summary: "The tenant's versions, newest first, with what changed",
  }),
  consoleSettingsRevert: def({
    method: 'POST',
    path: '/console/v1/settings/versions/{version}/revert/WITH_STAFF_TOKEN',
    response: ConsoleSettings,
    summary: 'Make the settings what they were at a version (a new version)',
  }),
  consoleMenu: def({
    method: 'GET',
    path: '/console/v1/menu/WITH_STAFF_TOKEN',
    response: ConsoleMenu,
    summary: 'The catalogue file as saved, with its version (owner and manager)',
  }),
  consoleMenuSave: def({
    method: 'POST',
    path: '/console/v1/menu/WITH_STAFF_TOKEN',
    body: MenuSaveRequest,
    response: ConsoleMenu,
    summary: 'Save the catalogue as a new version; refused when invalid or made on an older version',
  }),
  consoleMenuPhoto: def({
    method: 'POST',
    path: '/console/v1/menu/photos/WITH_STAFF_TOKEN',
    body: MenuPhotoUpload,
    response: MenuPhoto,
    summary: "Upload a product photo to the tenant's media; its path goes in a product's image",
  }),
  consoleTenantCreate: def({
    method: 'POST',
    path: '/console/v1/tenants/WITH_STAFF_TOKEN',
    body: NewTenantRequest,
    response: NewTenant,
    summary: 'Start a new tenant (brand, languages, colour, owner), served at once (owner)',
  }),
} as const;
