/**
 * The version of the host/remote contract that this build of @beacon/shared speaks. A remote records the
 * version it was built against in its manifest; the host mounts only manifests of the same major.
 */
export const CONTRACT_VERSION = '1.0.0';

export function majorOf(version: string): number | null {
  const match = /^(\d+)\./.exec(version.trim());
  return match ? Number(match[1]) : null;
}
