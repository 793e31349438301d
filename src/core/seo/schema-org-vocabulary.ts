/**
 * The part of schema.org's vocabulary the pages' JSON-LD uses, copied from schema.org (types with
 * their parents, properties with the types schema.org lists them on, the enumeration members), so the
 * tests can check every node without the network: a type or property that is not here, or one used on
 * a type schema.org does not give it to, fails them. Adding a property to json-ld.ts means adding it
 * here, from its schema.org page.
 */

/** Each type's direct parents (rdfs:subClassOf). */
export const schemaTypes: Record<string, readonly string[]> = {
  Thing: [],
  Organization: ['Thing'],
  Place: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  FoodEstablishment: ['LocalBusiness'],
  Restaurant: ['FoodEstablishment'],
  Store: ['LocalBusiness'],
  Product: ['Thing'],
  Intangible: ['Thing'],
  Offer: ['Intangible'],
  StructuredValue: ['Intangible'],
  ContactPoint: ['StructuredValue'],
  PostalAddress: ['ContactPoint'],
  GeoCoordinates: ['StructuredValue'],
  OpeningHoursSpecification: ['StructuredValue'],
};

/** Each property used, with the types schema.org lists it on (domainIncludes; subtypes inherit). */
export const schemaProperties: Record<string, readonly string[]> = {
  name: ['Thing'],
  url: ['Thing'],
  image: ['Thing'],
  description: ['Thing'],
  sameAs: ['Thing'],
  logo: ['Organization', 'Place', 'Product'],
  telephone: ['Organization', 'Place', 'ContactPoint'],
  email: ['Organization', 'ContactPoint'],
  address: ['Organization', 'Place', 'GeoCoordinates'],
  geo: ['Place'],
  openingHoursSpecification: ['Place'],
  currenciesAccepted: ['LocalBusiness'],
  hasMenu: ['FoodEstablishment'],
  department: ['Organization'],
  sku: ['Product', 'Offer'],
  gtin: ['Product', 'Offer'],
  category: ['Product', 'Offer'],
  offers: ['Product'],
  price: ['Offer'],
  priceCurrency: ['Offer'],
  availability: ['Offer'],
  seller: ['Offer'],
  streetAddress: ['PostalAddress'],
  addressLocality: ['PostalAddress'],
  addressCountry: ['PostalAddress', 'GeoCoordinates'],
  latitude: ['GeoCoordinates', 'Place'],
  longitude: ['GeoCoordinates', 'Place'],
  dayOfWeek: ['OpeningHoursSpecification'],
  opens: ['OpeningHoursSpecification'],
  closes: ['OpeningHoursSpecification'],
};

/** Enumeration members written as URLs (https://schema.org/Monday), by the property that takes them. */
export const schemaEnumerations: Record<string, readonly string[]> = {
  // DayOfWeek
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'],
  // ItemAvailability
  availability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ],
};

/** The type and its ancestors. */
export function typeWithAncestors(type: string): Set<string> {
  const found = new Set<string>();
  const visit = (t: string) => {
    if (found.has(t)) return;
    found.add(t);
    for (const parent of schemaTypes[t] ?? []) visit(parent);
  };
  visit(type);
  return found;
}

/**
 * Problems of a JSON-LD node and the nodes inside it: unknown types, properties the type does not
 * have, enumeration values that are not members. Empty when the node keeps to the vocabulary.
 */
export function vocabularyProblems(value: unknown, where = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => vocabularyProblems(item, `${where}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const node = value as Record<string, unknown>;
  const problems: string[] = [];
  const type = node['@type'];
  if (type === undefined) {
    // A reference ({ "@id": ... }) or the document's root ({ "@context", "@graph" }).
    for (const [key, inner] of Object.entries(node)) {
      if (!['@id', '@context', '@graph'].includes(key))
        problems.push(`${where}.${key}: a property outside a typed node`);
      problems.push(...vocabularyProblems(inner, `${where}.${key}`));
    }
    return problems;
  }
  if (typeof type !== 'string' || !(type in schemaTypes)) return [`${where}: unknown type ${String(type)}`];
  const types = typeWithAncestors(type);
  for (const [key, inner] of Object.entries(node)) {
    if (key === '@type' || key === '@id') continue;
    const domains = schemaProperties[key];
    if (!domains) problems.push(`${where}.${key}: not a schema.org property this list knows`);
    else if (!domains.some((d) => types.has(d))) problems.push(`${where}.${key}: not a property of ${type}`);
    const members = schemaEnumerations[key];
    if (members) {
      for (const v of Array.isArray(inner) ? inner : [inner]) {
        const member = typeof v === 'string' ? v.replace(/^https:\/\/schema\.org\//, '') : '';
        if (!members.includes(member)) problems.push(`${where}.${key}: ${String(v)} is not a member`);
      }
    }
    problems.push(...vocabularyProblems(inner, `${where}.${key}`));
  }
  return problems;
}
