/**
 * The services of the domains that createApp gives every handler (http/api-types.ts ServerServices
 * extends this). Each domain adds its own field from its own folder by declaration merging
 * (`declare module '../base/domain-services.ts'`), beside the service's type: the handler contract
 * then names them without importing any domain, and every domain stands above http.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains, see above
export interface DomainServices {}
