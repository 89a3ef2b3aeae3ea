import type { Map as MapLibreMap } from 'maplibre-gl';

// Cluster counts as HTML over the cluster circles. A symbol layer would need glyphs from a
// url, and no glyph server is reachable; HTML text also uses the site's own font. The
// overlay is decorative (aria-hidden, no pointer events): clicks reach the canvas below.

export class ClusterLabels {
  private readonly overlay: HTMLDivElement;
  private readonly labels = new Map<number, HTMLSpanElement>();

  constructor(
    private readonly map: MapLibreMap,
    private readonly sourceId: string,
    className: string,
    private readonly labelClassName: string,
  ) {
    this.overlay = document.createElement('div');
    this.overlay.className = className;
    this.overlay.setAttribute('aria-hidden', 'true');
    map.getCanvasContainer().append(this.overlay);
    map.on('render', this.update);
  }

  private readonly update = () => {
    if (!this.map.getSource(this.sourceId) || !this.map.isSourceLoaded(this.sourceId)) return;
    const { clientWidth: width, clientHeight: height } = this.map.getContainer();
    const seen = new Set<number>();
    for (const cluster of this.map.querySourceFeatures(this.sourceId, { filter: ['has', 'point_count'] })) {
      const id = Number(cluster.properties.cluster_id);
      if (seen.has(id) || cluster.geometry.type !== 'Point') continue;
      const [lng, lat] = cluster.geometry.coordinates as [number, number];
      const { x, y } = this.map.project([lng, lat]);
      // Off screen (with a margin for half a circle): no element.
      if (x < -40 || y < -40 || x > width + 40 || y > height + 40) continue;
      seen.add(id);
      const label = this.labels.get(id) ?? this.createLabel(id);
      label.textContent = String(
        cluster.properties.point_count_abbreviated ?? cluster.properties.point_count,
      );
      label.dataset.count = String(cluster.properties.point_count);
      label.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;
    }
    for (const [id, label] of this.labels)
      if (!seen.has(id)) {
        label.remove();
        this.labels.delete(id);
      }
  };

  private createLabel(id: number): HTMLSpanElement {
    const label = document.createElement('span');
    label.className = this.labelClassName;
    this.overlay.append(label);
    this.labels.set(id, label);
    return label;
  }

  remove() {
    this.map.off('render', this.update);
    this.overlay.remove();
    this.labels.clear();
  }
}
