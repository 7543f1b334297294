/** `@beacon/shared/format`: the formatter family, for the front end and the server alike (no React). */
export * from './numbers';
export * from './dates';
export * from './figures';
export { campaignStatusLabel } from './statuses';
export { EMAIL_PATTERN, isEmail } from './email';
export { pacingRisk, pacingStanding, reportInsightOf } from './insight';
