import type { Plugin } from 'vite';

/** React Router's production build: one large file of the whole library (data routers, forms, RSC). */
const ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

/**
 * Lets the bundler drop the parts of React Router the app never uses. The library builds its
 * components as `var Link = React.forwardRef(…)` and then names them with
 * `Link.displayName = "Link"`: the call is not marked pure and the assignment writes to the
 * result, so the bundler keeps Link, NavLink, Form, the data routers' error boundaries and
 * everything they call (about 3 KB gzip on every page, measured), though the app imports only
 * BrowserRouter, useLocation, useNavigate and useNavigationType. This marks those calls pure and
 * drops the names, which React shows only in its developer tools. If a release of the library
 * writes them differently, nothing matches and the build is as before, only larger.
 */
export function markRouterComponentsPure(code: string): string {
  return code
    .replace(/^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm, '')
    .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2');
}

export function shakeReactRouter(): Plugin {
  return {
    name: 'hemvist-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return null;
      return { code: markRouterComponentsPure(code), map: null };
    },
  };
}
