// Jest gives every test file a module registry of its own, and one named import of antd or of its icons loads the
// package's whole index there (about 1,500 and 1,600 modules), in each of the front end's test files. These stand for
// the two indexes in jest only (jest.config.mjs maps them): an export is loaded from its own module on first use, the
// very module the index hands out, so a test sees the same components and pays only for those it renders.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

/**
 * A stand-in for the CommonJS index `indexFile` (as Babel writes one: `var _x = require("./x")` and a getter per
 * export returning `_x.member`), plus `more` (export name to loader). A name it does not know is read from the
 * whole index, loaded then.
 */
function lazyIndex(indexFile, more = {}) {
  const text = readFileSync(indexFile, 'utf8');
  const dir = dirname(indexFile);
  const paths = {};
  for (const [, variable, path] of text.matchAll(/var (\w+) = (?:_interopRequire\w+\()?require\("(\.[^"]+)"\)/g))
    paths[variable] = join(dir, path);
  const loaders = { ...more };
  const getter =
    /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (\w+)\.(\w+);/g;
  for (const [, name, variable, member] of text.matchAll(getter)) {
    const path = paths[variable];
    if (!path) continue;
    loaders[name] = () => {
      const loaded = require(path);
      return member === 'default' && !loaded.__esModule ? loaded : loaded[member];
    };
  }
  const made = {};
  let whole;
  return new Proxy(
    { __esModule: true },
    {
      get(target, name) {
        if (name in target) return target[name];
        // Not a module's export: a promise's check when the index is imported with import().
        if (typeof name !== 'string' || name === 'then') return undefined;
        if (!(name in made)) made[name] = loaders[name] ? loaders[name]() : (whole ??= require(indexFile))[name];
        return made[name];
      },
      has: (target, name) => name in target || name in loaders,
    },
  );
}

module.exports = { lazyIndex };
