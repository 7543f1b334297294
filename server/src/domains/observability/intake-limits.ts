/**
 * What the error intake will read, after Sentry's own Relay (its `limits` settings: an envelope, an event, a replay
 * compressed and uncompressed), scaled to one small server. Past a size the answer is 413; past a quota, 429 with
 * Retry-After. Quotas are counted per server process in hourly windows.
 */
export const INTAKE_LIMITS = {
  /** One envelope as sent, all items together (Relay: max_envelope_size). Fastify stops reading past it. */
  envelopeBytes: 5 * 1024 * 1024,
  /** One error event's JSON (Relay: max_event_size, 1 MiB). */
  eventBytes: 1024 * 1024,
  /** One replay segment as sent (Relay: max_replay_compressed_size). */
  replayCompressedBytes: 5 * 1024 * 1024,
  /** One replay segment once inflated (Relay: max_replay_uncompressed_size, scaled down). */
  replayUncompressedBytes: 16 * 1024 * 1024,
  /** Any header line: an envelope's or an item's. */
  itemHeaderBytes: 4096,
  /** Items in one envelope. */
  items: 100,
} as const;

/** Records the intake keeps per hour. */
export const INTAKE_QUOTAS = {
  /** Errors one signed-in user's browsers may add to one release's evidence. */
  errorsPerUserAndRelease: 100,
  /** Page views one signed-in user's browsers may add to one release's evidence. */
  pageViewsPerUserAndRelease: 2000,
  /** Errors one release may receive from all its browsers. */
  errorsPerRelease: 5000,
  /** Replay segments one signed-in user may send. */
  replaySegmentsPerUser: 600,
  /** Records (errors, page views, replay segments) from one address that the server cannot tie to a user it served. */
  unverifiedPerAddress: 60,
  /** Such records from everywhere together: kept apart, and never evidence. */
  unverified: 1000,
} as const;

/** How much one user's browsers count toward a release's errors per page view, however much they send. */
export const EVIDENCE_CAPS = { errorsPerUser: 3, pageViewsPerUser: 200 } as const;

/** How long the intake keeps what it received. */
export const INTAKE_RETENTION = { days: 30, replayDays: 7, errorsPerRelease: 10_000 } as const;
