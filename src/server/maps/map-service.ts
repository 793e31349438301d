/**
 * The maps of one server process: the loaded areas, their tiles, their gazetteers (built on first
 * use) and the deployment's map settings. Which areas are a tenant's: those within TENANT_AREA_RADIUS_M
 * of one of its cities or branches (geography is shared; a tenant searches the cities it serves).
 */
import type { LngLat, MapProvider } from '../../contract/index.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { buildGazetteer, type Gazetteer } from './gazetteer.ts';
import type { MapConfig } from './map-config.ts';
import type { MapArea } from './map-files.ts';
import { bboxOf, distanceToBBox, positionsOf, unionBBox, type BBox } from './map-geometry.ts';
import { TileSet } from './tile-set.ts';

/** An area serves a tenant that has a city or branch this close to it. */
export const TENANT_AREA_RADIUS_M = 10_000;

/** The maps of the process. */
export class MapService {
  readonly areas: readonly MapArea[];
  readonly tiles: TileSet;
  readonly config: MapConfig;
  readonly #boxes: Map<MapArea, BBox>;
  readonly #gazetteers = new Map<MapArea, Gazetteer>();
  readonly #byTenant = new Map<number, readonly MapArea[]>();

  constructor(areas: readonly MapArea[], config: MapConfig) {
    this.areas = areas;
    this.config = config;
    this.tiles = new TileSet(areas);
    this.#boxes = new Map(
      areas.map((area) => [
        area,
        bboxOf(area.data.features.flatMap((f) => positionsOf(f.geometry))) ?? [0, 0, 0, 0],
      ]),
    );
  }

  /** The box around every area; undefined without map data. */
  get bounds(): BBox | undefined {
    return [...this.#boxes.values()].reduce<BBox | undefined>(
      (all, box) => (all ? unionBBox(all, box) : box),
      undefined,
    );
  }

  /** The attributions of every area, once each (the tiles hold every area). */
  get attributions(): string[] {
    return [...new Set(this.areas.map((area) => area.data.attribution))];
  }

  /** The areas near the tenant's cities and branches. */
  areasOf(tenant: Tenant): readonly MapArea[] {
    let areas = this.#byTenant.get(tenant.id);
    if (!areas) {
      const points: LngLat[] = [
        ...tenant.data.cities.items.map((c): LngLat => [c.longitude, c.latitude]),
        ...tenant.data.branches.items.map((b): LngLat => [b.longitude, b.latitude]),
      ];
      areas = this.areas.filter((area) => {
        const box = this.#boxes.get(area);
        return (
          box !== undefined && points.some((point) => distanceToBBox(point, box) <= TENANT_AREA_RADIUS_M)
        );
      });
      this.#byTenant.set(tenant.id, areas);
    }
    return areas;
  }

  /** The gazetteers of the tenant's areas (each built once, shared by every tenant of the city). */
  gazetteersOf(tenant: Tenant): Gazetteer[] {
    return this.areasOf(tenant).map((area) => {
      let gazetteer = this.#gazetteers.get(area);
      if (!gazetteer) {
        gazetteer = buildGazetteer(area);
        this.#gazetteers.set(area, gazetteer);
      }
      return gazetteer;
    });
  }

  /** Decision: the web settings' mapType decides (the style request does not say which channel asks). */
  mapTypeOf(tenant: Tenant): MapProvider {
    return tenant.data.settingsWeb.mapType;
  }

  /** The configured style URL for the tenant, if its mapType has one. */
  styleUrlOf(tenant: Tenant): string | undefined {
    return this.config.styles[this.mapTypeOf(tenant)];
  }

  /** The configured Nominatim-compatible base URL for the tenant, if its mapType has one. */
  geocoderOf(tenant: Tenant): string | undefined {
    return this.config.geocoders[this.mapTypeOf(tenant)];
  }
}

// Every handler gets this service (http/api-types.ts ServerServices); createApp makes it.
declare module '../base/domain-services.ts' {
  interface DomainServices {
    /** Base maps, their gazetteers and the deployment's map settings. */
    maps: MapService;
  }
}
