// The page's scripts are asked for after its first frame is painted. A server-rendered page is
// whole without them until they hydrate it, and on a phone's link the ~120 KB of chunks would
// otherwise share the connection with the stylesheets and the LCP picture (docs/performance.md,
// stop 51). The list of chunks rides in the document as JSON; this inline script, the same on
// every page (allowed by its hash in the content security policy), links them one frame after
// the first paint: the entry as a module script, its chunks as module preloads. A hidden tab
// paints no frame, so there it asks at once.

/** The id of the <script type="application/json"> that lists the entry, then its chunks. */
export const PAGE_SCRIPTS_ID = 'hemvist-scripts';

export const START_SCRIPTS_INLINE = `(function(){var d=document;function go(){var m=JSON.parse(d.getElementById(${JSON.stringify(
  PAGE_SCRIPTS_ID,
)}).textContent);for(var i=1;i<m.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=m[i];d.head.appendChild(l)}var s=d.createElement("script");s.type="module";s.src=m[0];d.body.appendChild(s)}if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
