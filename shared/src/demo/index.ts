// Demo mode without UI: what the server imports to scrub responses before they leave it.
export { createScrubber, type Scrubber } from './scrubber';
export { DEMO_HEADER } from './demo-mode';
