// The page's scripts are asked for once its first contentful paint is on the screen. A
// server-rendered page is whole without them until they hydrate it, and on a phone's link the
// ~120 KB of chunks would otherwise share the connection with the stylesheets and the LCP
// picture (docs/adr/0024-scripts-after-the-first-paint.md). The list of chunks rides in the
// document as JSON; this inline script, the same on every page (allowed by its hash in the
// content security policy), links them: the entry as a module script, its chunks as module
// preloads.
// - The browser reports the paint (a `paint` entry) once the frame is presented, which can be
//   after the frame's own callbacks have run: the entry, not a frame callback, is the signal.
// - A tab hidden at load paints nothing until it is shown: there the scripts are asked for at
//   once. A browser without paint entries asks after the first frame.
// - Should no paint come (a page with nothing contentful), the scripts are asked for after 5 s.

/** The id of the <script type="application/json"> that lists the entry, then its chunks. */
export const PAGE_SCRIPTS_ID = 'hemvist-scripts';

export const START_SCRIPTS_INLINE = `(function(){var d=document,w=window,P=w.PerformanceObserver,started=0;function go(){if(started)return;started=1;var m=JSON.parse(d.getElementById(${JSON.stringify(
  PAGE_SCRIPTS_ID,
)}).textContent);for(var i=1;i<m.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=m[i];d.head.appendChild(l)}var s=d.createElement("script");s.type="module";s.src=m[0];d.body.appendChild(s)}if(d.visibilityState==="hidden")return go();if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();setTimeout(go,0)}).observe({type:"paint",buffered:true});setTimeout(go,5000)}else w.requestAnimationFrame(function(){setTimeout(go,0)})})()`;
