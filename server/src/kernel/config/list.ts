/** A comma-separated variable as its parts, trimmed, empty ones left out. */
export const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
