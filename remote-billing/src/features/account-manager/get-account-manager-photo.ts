import { api, fillHubPath, hubKey } from '@beacon/shared/api';
import { useObjectUrl } from './object-url';
import { queryOptions, useQuery } from '@tanstack/react-query';

const PATH = '/clients/{clientId}/account-manager/photo';

/** `GET /api/clients/{clientId}/account-manager/photo`: the photo as binary (PNG or JPEG). */
export const accountManagerPhotoQuery = (clientId: number) =>
  queryOptions({
    queryKey: hubKey(PATH, { clientId }),
    queryFn: async ({ signal }) =>
      (await api.get<Blob>(fillHubPath(PATH, { clientId }), { responseType: 'blob', signal })).data,
    // A missing photo is not worth a banner: initials show instead.
    meta: { silentOn: [400, 401, 403, 404, 500, 502, 503, 504] },
  });

/** The photo as an object URL while it is shown, or null (initials show instead). */
export function useAccountManagerPhoto(clientId: number | null, hasPhoto: boolean | undefined): string | null {
  const photo = useQuery({ ...accountManagerPhotoQuery(clientId ?? 0), enabled: clientId !== null && !!hasPhoto });
  return useObjectUrl(photo.data);
}
