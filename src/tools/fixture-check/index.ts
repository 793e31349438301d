/** The fixture checker as a library: `checkTenant(dir)` and the shapes of its report. */
export { checkTenant, checks, type Check } from './check-tenant.ts';
export { findingCodes, type FindingCode, type Severity } from './codes.ts';
export { formatText } from './format-text.ts';
export type { Finding, Report } from './report.ts';
