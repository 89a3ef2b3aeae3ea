import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterComponentsPure } from '../../build/shake-react-router';

// React Router's components are marked pure and unnamed in the browser build
// (build/shake-react-router.ts), so the bundler can leave out those the app never renders.

const productionDir = path.resolve('node_modules/react-router/dist/production');
/** The file of the library's build that defines its components. */
const routerBuild = () => {
  const files = readdirSync(productionDir).filter((name) => /^chunk-.+\.mjs$/.test(name));
  const code = files.map((file) => readFileSync(path.join(productionDir, file), 'utf8'));
  const withComponents = code.find((text) => text.includes('var NavLink = '));
  if (!withComponents) throw new Error(`no chunk-*.mjs in ${productionDir} defines NavLink`);
  return withComponents;
};

describe('shaking React Router', () => {
  it('marks component and context factories pure and drops their display names', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(DataRoutes2);',
      'function keep() { return React.createElement("a"); }',
    ].join('\n');
    const shaken = markRouterComponentsPure(code);
    expect(shaken).not.toContain('displayName');
    expect(shaken).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(shaken).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null);');
    expect(shaken).toContain('var Memo = /* @__PURE__ */ React3.memo(DataRoutes2);');
    expect(shaken).toContain('return React.createElement("a");');
  });

  it('matches the installed release of the library: no component keeps a name, Link and NavLink are pure', () => {
    const shaken = markRouterComponentsPure(routerBuild());
    expect(shaken).not.toMatch(/^\s*\w+\.displayName = /m);
    expect(shaken).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(shaken).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  });
});
