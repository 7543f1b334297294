import { api, useApiQuery, useObjectUrl } from '@beacon/shared';

/** `GET /api/clients/{clientId}/account-manager/photo`: the photo as binary (PNG or JPEG). */
export async function getAccountManagerPhoto(clientId: number, signal: AbortSignal): Promise<Blob> {
  return (await api.get<Blob>(`/clients/${clientId}/account-manager/photo`, { responseType: 'blob', signal })).data;
}

/**
 * The photo as an object URL while it is shown, or null (initials show instead). A missing photo is not an
 * error worth a banner, so failures stay quiet.
 */
export function useAccountManagerPhoto(clientId: number | null, hasPhoto: boolean | undefined): string | null {
  const photo = useApiQuery(
    clientId !== null && hasPhoto ? `account-manager-photo:${clientId}` : null,
    (signal) => getAccountManagerPhoto(clientId!, signal),
    { reportErrors: false },
  );
  return useObjectUrl(photo.data);
}
