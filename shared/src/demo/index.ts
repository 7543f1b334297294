// Demo mode without UI: what the server imports to scrub responses before they leave it.
export { createScrubber, type Scrubber, type ScrubberOptions } from './scrubber';
export { DEMO_HEADER, REDACTED } from './demo-mode';
export {
  FAKE_ADDRESSES,
  FAKE_CAMPAIGNS,
  FAKE_COMPANIES,
  FAKE_EMAILS,
  FAKE_PEOPLE,
  FAKE_PHONES,
  FAKE_WEBSITES,
} from './fakes';
