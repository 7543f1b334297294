// @ant-design/icons's index in the front end's jest tests: each icon loaded on first use (lazy-index.cjs says why).
const { readdirSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { lazyIndex } = require('./lazy-index.cjs');

const index = require.resolve('@ant-design/icons/lib');
const icons = join(dirname(index), 'icons');
const loaders = Object.fromEntries(
  readdirSync(icons)
    .filter((file) => /^[A-Z]\w*\.js$/.test(file))
    .map((file) => [file.slice(0, -3), () => require(join(icons, file)).default]),
);

module.exports = lazyIndex(index, loaders);
