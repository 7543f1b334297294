// antd's index in the front end's jest tests: each component loaded on first use (lazy-index.cjs says why).
const { lazyIndex } = require('./lazy-index.cjs');

module.exports = lazyIndex(require.resolve('antd/lib/index.js'));
