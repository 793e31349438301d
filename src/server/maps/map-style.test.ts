import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { buildStyle, STYLE_SOURCE, type StyleLayer } from './map-style.ts';
import { SOURCE_LAYERS } from './tile-layers.ts';

const style = (language: Parameters<typeof buildStyle>[0]['language'] = 'uz') =>
  buildStyle({
    origin: 'https://burger.example.uz',
    language,
    attributions: ['Map <data> & more', 'Other'],
    version: 'v1',
    bounds: [69.26, 41.3, 69.3, 41.36],
    center: [69.279, 41.311],
  });

const layer = (id: string): StyleLayer => {
  const found = style().layers.find((l) => l.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
};

describe('the server style', () => {
  it('is a valid MapLibre style v8 with no glyphs, no sprite and every source on this origin', () => {
    const doc = style();
    const validate = (value: unknown) => validateStyleMin(value as Parameters<typeof validateStyleMin>[0]);
    expect(validate(doc)).toEqual([]);
    // The validator does catch mistakes: a layer reading a source that is not there.
    expect(validate({ ...doc, layers: [{ ...layer('water'), source: 'nowhere' }] })).not.toEqual([]);
    expect(doc).not.toHaveProperty('glyphs');
    expect(doc).not.toHaveProperty('sprite');
    expect(Object.keys(doc.sources)).toEqual([STYLE_SOURCE]);
    expect(doc.sources[STYLE_SOURCE]).toMatchObject({
      type: 'vector',
      tiles: ['https://burger.example.uz/api/map/v1/tiles/{z}/{x}/{y}.pbf?v=v1'],
      minzoom: 0,
      maxzoom: 16,
      bounds: [69.26, 41.3, 69.3, 41.36],
      attribution: 'Map &lt;data&gt; &amp; more | Other',
    });
    expect(JSON.stringify(doc)).not.toMatch(/https?:\/\/(?!burger\.example\.uz)/);
  });

  it('draws background, water, parks, buildings, railway, streets by class, labels, in that order', () => {
    expect(style().layers.map((l) => l.id)).toEqual([
      'background',
      'water',
      'parks',
      'squares',
      'buildings',
      'railway',
      'streets-minor-casing',
      'streets-minor',
      'streets-pedestrian',
      'streets-major-casing',
      'streets-major',
      'street-labels',
      'house-numbers',
      'water-labels',
      'park-labels',
      'landmarks',
      'landmark-labels',
      'district-labels',
    ]);
    for (const l of style().layers) if (l['source-layer']) expect(SOURCE_LAYERS).toContain(l['source-layer']);
    expect(layer('street-labels').layout).toMatchObject({ 'symbol-placement': 'line' });
    expect(layer('house-numbers')).toMatchObject({
      minzoom: 16,
      layout: { 'text-field': ['get', 'housenumber'] },
    });
  });

  it('labels in the language asked, then its fallbacks, then any name', () => {
    const field = (language: 'uz' | 'kz' | 'ar') =>
      (
        style(language).layers.find((l) => l.id === 'street-labels')?.layout?.['text-field'] as unknown[]
      ).slice(0, 4);
    expect(field('uz')).toEqual(['coalesce', ['get', 'name_uz'], ['get', 'name_ru'], ['get', 'name_eng']]);
    expect(field('kz')).toEqual(['coalesce', ['get', 'name_kz'], ['get', 'name_ru'], ['get', 'name_eng']]);
    expect(field('ar')).toEqual(['coalesce', ['get', 'name_ar'], ['get', 'name_eng'], ['get', 'name_ru']]);
  });

  it('widens streets with the zoom, a major street more than a minor one, the casing beyond the fill', () => {
    const width = (id: string, cls: string, zoomIndex: number) => {
      const expression = layer(id).paint?.['line-width'] as unknown[];
      const stop = expression[4 + zoomIndex * 2] as unknown[];
      return stop[stop.indexOf(cls) + 1] as number;
    };
    expect(width('streets-major', 'primary', 3)).toBeGreaterThan(width('streets-major', 'primary', 1));
    expect(width('streets-major', 'primary', 2)).toBeGreaterThan(width('streets-minor', 'residential', 2));
    expect(width('streets-major-casing', 'primary', 2)).toBeGreaterThan(width('streets-major', 'primary', 2));
  });
});
