/**
 * Place search over gazetteers: a text in any spelling (text-fold.ts), small typos allowed
 * (name-match.ts), an optional house number ("Amir Temur 15", "15 Amir Temur"). Ranking, best first:
 *
 * 1. match class: the whole name exactly, then a name the text begins or is part of, then a typo;
 * 2. with a house number typed, houses with that number on the matching streets first; without
 *    one, houses never show (a street name alone means the street);
 * 3. kind: districts, landmarks, parks and squares before streets (a landmark's name is what people
 *    search for; a street of the same name follows it);
 * 4. inside the viewbox before outside it (when one is given and not bounded);
 * 5. fewer name words left unmatched, then the shorter name.
 *
 * The same place is answered once (by display name).
 */
import type { BackendLanguage, LngLat, ViewBox } from '../../contract/index.ts';
import type { EntryKind, Gazetteer, GazetteerEntry } from './gazetteer.ts';
import { localName } from './map-language.ts';
import { MatchClass, matchName, type NameMatch } from './name-match.ts';
import { entryPlace, type NominatimFormat, type WirePlace } from './nominatim-format.ts';
import { foldText, isHouseNumber, wordsOf } from './text-fold.ts';

/** A search as the handler asks it. */
export interface SearchQuery {
  text: string;
  limit: number;
  language: BackendLanguage;
  format: NominatimFormat;
  viewbox?: ViewBox;
  /** Only places inside the viewbox. */
  bounded?: boolean;
}

/** Kinds in the order rank 3 puts them (lower first). */
const KIND_ORDER: Readonly<Record<EntryKind, number>> = {
  district: 0,
  landmark: 1,
  park: 2,
  square: 2,
  street: 3,
  house: 4,
};

interface Candidate {
  entry: GazetteerEntry;
  found: NameMatch;
  /** A house of the typed number (rank 2). */
  numbered: boolean;
}

/** The best match of the query over the name's languages. */
function bestMatch(
  query: readonly string[],
  entry: GazetteerEntry,
  optional: ReadonlySet<string>,
): NameMatch {
  let best: NameMatch = { match: MatchClass.none, unmatched: 0 };
  for (const words of entry.words) {
    const found = matchName(query, words, optional);
    if (found.match > best.match || (found.match === best.match && found.unmatched < best.unmatched))
      best = found;
  }
  return best;
}

const inside = (point: LngLat, box: ViewBox) =>
  point[0] >= box.minLon && point[0] <= box.maxLon && point[1] >= box.minLat && point[1] <= box.maxLat;

function candidatesOf(area: Gazetteer, words: readonly string[], numbers: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  const optional = area.cityWords;
  // Streets match on the words without the number; the number then picks their houses.
  const streetWords = words.filter((word) => !isHouseNumber(word));
  for (const street of area.streets) {
    const found = bestMatch(streetWords, street, optional);
    if (found.match === MatchClass.none) continue;
    out.push({ entry: street, found, numbered: false });
    for (const number of numbers) {
      for (const house of area.housesOf.get(street) ?? []) {
        if (house.foldedNumber === number) out.push({ entry: house, found, numbered: true });
      }
    }
  }
  // Other places match on every word: a number can be part of a name ("School 15").
  for (const place of area.places) {
    const found = bestMatch(words, place, optional);
    if (found.match !== MatchClass.none) out.push({ entry: place, found, numbered: false });
  }
  return out;
}

/** Best first, per the ranking above. */
function compare(a: Candidate, b: Candidate, language: BackendLanguage, viewbox?: ViewBox): number {
  return (
    b.found.match - a.found.match ||
    Number(b.numbered) - Number(a.numbered) ||
    KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
    (viewbox ? Number(inside(b.entry.point, viewbox)) - Number(inside(a.entry.point, viewbox)) : 0) ||
    a.found.unmatched - b.found.unmatched ||
    (localName(a.entry.name, language) ?? '').length - (localName(b.entry.name, language) ?? '').length
  );
}

/** Searches the gazetteers; at most `limit` answers, best first. */
export function searchPlaces(gazetteers: readonly Gazetteer[], query: SearchQuery): WirePlace[] {
  const words = wordsOf(foldText(query.text));
  if (words.length === 0) return [];
  const numbers = words.filter(isHouseNumber);
  let candidates = gazetteers.flatMap((area) => candidatesOf(area, words, numbers));
  if (query.viewbox && query.bounded) {
    const box = query.viewbox;
    candidates = candidates.filter((candidate) => inside(candidate.entry.point, box));
  }
  candidates.sort((a, b) => compare(a, b, query.language, query.viewbox));
  const answers: WirePlace[] = [];
  const seen = new Set<string>();
  for (const { entry } of candidates) {
    if (answers.length >= query.limit) break;
    const place = entryPlace(entry, query.language, query.format);
    if (seen.has(place.display_name)) continue;
    seen.add(place.display_name);
    answers.push(place);
  }
  return answers;
}
