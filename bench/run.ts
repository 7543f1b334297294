// pnpm bench: every measurement of the product, printed as tables. Timings never appear in tests.
import { platformBench } from './platform-bench';

const only = process.argv[2];
if (!only || only === 'platform') await platformBench();
