import { Map as MapLibreMap } from 'maplibre-gl';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MapPoint } from './map-types';
import '../global.css';

// A page for the browser test (tests/e2e/offline-map.test.ts) and for looking at the map
// without the search page: ~500 synthetic points across Sweden, loaded the way callers do.
// Not part of the app: built only by that test, from map-harness.html.

const ResidenceMap = lazy(() => import('./residence-map'));

// The test needs the map to find where a point is drawn; the component does not expose it.
const addControl = MapLibreMap.prototype.addControl;
MapLibreMap.prototype.addControl = function (this: MapLibreMap, ...args) {
  (window as unknown as { __residenceMap: MapLibreMap }).__residenceMap = this;
  return addControl.apply(this, args);
};

const TOWNS: [string, number, number, number][] = [
  ['Stockholm', 59.33, 18.07, 150],
  ['Göteborg', 57.71, 11.97, 90],
  ['Malmö', 55.6, 13.0, 80],
  ['Uppsala', 59.86, 17.64, 50],
  ['Västerås', 59.61, 16.54, 30],
  ['Örebro', 59.27, 15.21, 30],
  ['Linköping', 58.41, 15.62, 30],
  ['Umeå', 63.83, 20.26, 20],
  ['Luleå', 65.58, 22.15, 15],
  ['Sundsvall', 62.39, 17.31, 4],
];
/** One point on its own, far from the rest: never clustered at the initial view. */
const LONE_POINT: MapPoint = {
  id: 'kiruna-1',
  lat: 67.86,
  lng: 20.23,
  label: 'Kiruna 1',
  kind: 'stage',
};

function syntheticPoints(): MapPoint[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const points: MapPoint[] = [LONE_POINT];
  for (const [town, lat, lng, count] of TOWNS)
    for (let index = 1; index <= count; index++)
      points.push({
        id: `${town.toLowerCase()}-${index}`,
        lat: lat + (random() - 0.5) * 0.3,
        lng: lng + (random() - 0.5) * 0.5,
        label: `${town} ${index}`,
        kind: index % 3 === 0 ? 'object' : 'stage',
      });
  return points;
}

const POINTS = syntheticPoints();

function Harness() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const label = (id: string) => POINTS.find((point) => point.id === id)?.label ?? id;
  return (
    <>
      <h1>Residence map harness</h1>
      <p>
        <button type="button" onClick={() => setOpen(true)} disabled={open}>
          Show the map
        </button>{' '}
        <output id="selected">{selectedId ?? 'none'}</output>
      </p>
      {open && (
        <Suspense fallback={<p>Loading the map…</p>}>
          <ResidenceMap
            label="Map of the results"
            country="SE"
            points={POINTS}
            selectedId={selectedId}
            onSelect={setSelectedId}
            renderCard={(id) => (
              <article>
                <h2>{label(id)}</h2>
                <p>
                  <a href={`#${id}`}>Read more</a>
                </p>
              </article>
            )}
          />
        </Suspense>
      )}
    </>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
