/** The console's screens, and the permission (contract staff.ts) each needs to be offered. */
import type { StaffPermission } from '../../contract/staff.ts';
import type { TextKey } from '../i18n/texts.ts';

export interface NavItem {
  path: string;
  label: TextKey;
  permission: StaffPermission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'nav.orders', permission: 'orders' },
  { path: '/stop-list', label: 'nav.stopList', permission: 'stopList' },
  { path: '/branches', label: 'nav.branches', permission: 'stopList' },
  { path: '/staff', label: 'nav.staff', permission: 'staff' },
  { path: '/audit', label: 'nav.audit', permission: 'audit' },
  { path: '/settings', label: 'nav.settings', permission: 'settings' },
  { path: '/menu', label: 'nav.menu', permission: 'settings' },
  { path: '/new-store', label: 'nav.newStore', permission: 'staff' },
];
