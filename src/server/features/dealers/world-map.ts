import { createRequire } from 'node:module';
import { geoAzimuthalEqualArea, geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { ATLAS_CODES, ATLAS_NAMED } from './atlas-codes';
import { CompactPath } from './svg-path';

/**
 * The two maps of the dealer finder as SVG path data, drawn once per process on the server from world-atlas
 * (Natural Earth, 1:110m) with d3-geo: nothing is fetched from another host and the browser runs no map code. Each
 * shape carries its country's alpha-2 code (null for the few shapes that name no country); which countries become
 * links is decided per request from the dealers (features/dealers/finder.ts).
 */

export interface ProjectedShape {
  code: string | null;
  d: string;
}

export interface ProjectedMap {
  width: number;
  height: number;
  shapes: ProjectedShape[];
}

type Atlas = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** Share of the atlas's points each map keeps. The simplification works on the shared arcs, so borders still meet. */
const WORLD_DETAIL = 0.35;
const EUROPE_DETAIL = 0.8;
const ANTARCTICA = '010';

const WORLD_WIDTH = 1000;
const EUROPE_SIZE: [number, number] = [600, 540];
/** The part of Europe the second map shows (longitudes, latitudes): Iceland's east to the Black Sea, Crete to the North Cape. */
const EUROPE_FRAME = { west: -11, east: 33, south: 35, north: 71 };

function loadAtlas(): Atlas {
  // world-atlas ships JSON files, no module: read through Node's resolver.
  return createRequire(import.meta.url)('world-atlas/countries-110m.json') as Atlas;
}

function countriesOf(atlas: Atlas, detail: number) {
  const simplified = simplify(atlas, quantile(atlas, detail)) as Atlas;
  const collection = feature(simplified, simplified.objects.countries);
  return collection.features
    .filter((shape) => shape.id !== ANTARCTICA)
    .map((shape) => ({
      code: (shape.id === undefined ? ATLAS_NAMED[shape.properties.name] : ATLAS_CODES[String(shape.id)]) ?? null,
      shape,
    }));
}

/** Rings smaller than this (square units of the viewBox) are specks nobody could click: left out. */
const MIN_RING_AREA = 3;

function draw(countries: ReturnType<typeof countriesOf>, projection: GeoProjection, width: number, height: number): ProjectedMap {
  const context = new CompactPath(MIN_RING_AREA);
  const path = geoPath(projection, context);
  const shapes: ProjectedShape[] = [];
  for (const { code, shape } of countries) {
    path(shape);
    const d = context.take();
    // Shapes outside a clipped map's frame, or only specks, draw nothing.
    if (d !== '') shapes.push({ code, d });
  }
  return { width, height, shapes };
}

function drawMaps(): { world: ProjectedMap; europe: ProjectedMap } {
  const atlas = presimplify(loadAtlas()) as Atlas;

  const world = countriesOf(atlas, WORLD_DETAIL);
  const worldProjection = geoNaturalEarth1().fitWidth(WORLD_WIDTH, { type: 'FeatureCollection', features: world.map((c) => c.shape) });
  const [, [, bottom]] = geoPath(worldProjection).bounds({ type: 'FeatureCollection', features: world.map((c) => c.shape) });

  const { west, east, south, north } = EUROPE_FRAME;
  const [width, height] = EUROPE_SIZE;
  const frame = {
    type: 'MultiPoint' as const,
    coordinates: [west, (west + east) / 2, east].flatMap((lon) => [[lon, south], [lon, north]]),
  };
  const europeProjection = geoAzimuthalEqualArea()
    .rotate([-(west + east) / 2, -(south + north) / 2])
    // The far side of the globe would wrap around the edge of an azimuthal map: cut it off well outside the frame.
    .clipAngle(50)
    .fitSize([width, height], frame)
    .clipExtent([
      [0, 0],
      [width, height],
    ]);

  return {
    world: draw(world, worldProjection, WORLD_WIDTH, Math.ceil(bottom)),
    europe: draw(countriesOf(atlas, EUROPE_DETAIL), europeProjection, width, height),
  };
}

let maps: ReturnType<typeof drawMaps> | null = null;

/** The projected maps, drawn at the first call (some 20 ms) and kept: the atlas never changes while the server runs. */
export function projectedMaps(): { world: ProjectedMap; europe: ProjectedMap } {
  return (maps ??= drawMaps());
}
