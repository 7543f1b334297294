// `@beacon/shared/demo`: demo mode (spec section 1) without UI, for the server that scrubs responses before they
// leave it and for the browser's switch and headers.
export { createScrubber, type Scrubber } from './scrubber';
export { DEMO_HEADER, DEMO_MODE_KEY, REDACTED, demoSessionKey, isDemoMode, setDemoMode } from './demo-mode';
export { FAKE_COMPANIES, FAKE_EMAILS, FAKE_PEOPLE, FAKE_WEBSITES } from './fakes';
