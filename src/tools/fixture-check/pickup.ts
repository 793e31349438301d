/**
 * Pickup: the branch sheet offers only branches with settings.pickupEnabled, and shows a branch as
 * closed on any weekday without PICK_UP hours (spec sections 4 and 5). So pickup switched on needs such
 * a branch, and each pickup branch should say something for all seven days (a day off explicitly).
 */
import { WeekName } from '../../contract/index.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, settingsFiles, type TenantContext } from './tenant-context.ts';

/** Pickup on without a pickup branch, and pickup branches with weekdays missing. */
export function checkPickup(ctx: TenantContext): Finding[] {
  const branches = listOf(ctx, 'branches');
  if (!branches) return [];
  const findings: Finding[] = [];
  const file = fileOf('branches');
  if (!branches.some((b) => b.settings.pickupEnabled)) {
    for (const { key } of settingsFiles) {
      if (!ctx.data[key]?.pickupActive) continue;
      findings.push(
        finding({
          code: 'pickup-without-branch',
          file: fileOf(key),
          path: jsonPath(['pickupActive']),
          message: `pickup is on, but no branch in ${file} has "pickupEnabled": true, so there is nowhere to pick up`,
          expected: `a branch with "settings": { "pickupEnabled": true } in ${file}`,
          suggestion: `set "pickupEnabled": true in the settings of a branch, or set "pickupActive": false`,
        }),
      );
    }
  }
  branches.forEach((branch, i) => {
    if (!branch.settings.pickupEnabled) return;
    const entries = branch.workHours.map((w, j) => ({ w, j })).filter(({ w }) => w.type === 'PICK_UP');
    const covered = new Set(entries.flatMap(({ w }) => Object.keys(w.hours)));
    const missing = WeekName.options.filter((day) => !covered.has(day));
    if (missing.length === 0) return;
    const first = entries[0];
    const example = missing[0] ?? 'MONDAY';
    findings.push(
      finding({
        code: 'missing-pickup-hours',
        file,
        path: jsonPath(first ? ['items', i, 'workHours', first.j, 'hours'] : ['items', i, 'workHours']),
        message: `branch ${branch.id} has no PICK_UP hours for ${missing.join(', ')}: it shows as closed ${missing.length === 1 ? 'that day' : 'those days'}`,
        expected: 'PICK_UP hours for all seven days',
        suggestion: first
          ? `add "${example}": { "open": "10:00", "close": "22:00" }, or { "isDayOff": true } for a day off`
          : 'add a "workHours" entry with "type": "PICK_UP" and hours for every day',
      }),
    );
  });
  return findings;
}
