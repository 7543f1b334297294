// Demo mode without UI: what the server imports to scrub responses before they leave it.
export { createScrubber, type Scrubber } from './scrubber';
export { DEMO_HEADER, REDACTED } from './demo-mode';
export { FAKE_COMPANIES, FAKE_EMAILS, FAKE_PEOPLE, FAKE_WEBSITES } from './fakes';
