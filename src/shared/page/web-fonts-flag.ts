// The session flag that says this tab has the brand's web fonts in its cache
// (docs/adr/0015-web-fonts-after-the-first-visit-s-load.md). The browser app sets it once the
// faces have loaded; the inline script below, the first thing in every page's <head>, reads it
// before the first paint so a later page draws in the brand's faces from its first frame.
// sessionStorage, not a cookie: it never reaches the server and ends with the tab.

export const WEB_FONTS_SESSION_KEY = 'hemvist-web-fonts';

/** Runs inline in <head> (allowed by its hash in the content security policy). */
export const WEB_FONTS_HEAD_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(
  WEB_FONTS_SESSION_KEY,
)})==="on")document.documentElement.dataset.webFonts=""}catch(e){}`;
