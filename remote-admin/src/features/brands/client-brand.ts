import { api, fillHubPath, hubDelete, hubPut, hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type ClientBrand = NonNullable<HubData<'/clients/{clientId}/brand'>>;
export type BrandDraft = Pick<ClientBrand, 'name' | 'palette' | 'ink' | 'loginBackground' | 'hosts'>;
export type ImageKind = 'logo' | 'background';

const BRAND = '/clients/{clientId}/brand';

/** `GET /api/clients/{clientId}/brand`: the brand set for the client, or null (its site shows a built-in one). */
const brandQuery = (clientId: number) => hubQueryOptions(BRAND, { path: { clientId } });
export const useClientBrand = (clientId: number) => useQuery(brandQuery(clientId));

function useReloadBrand(clientId: number) {
  const client = useQueryClient();
  return (saved: ClientBrand | null) => client.setQueryData(brandQuery(clientId).queryKey, saved);
}

/** `PUT /api/clients/{clientId}/brand`. */
export function useSaveBrand(clientId: number) {
  const reload = useReloadBrand(clientId);
  return useMutation({
    mutationFn: (body: BrandDraft) => hubPut(BRAND, { path: { clientId }, body }),
    onSuccess: reload,
  });
}

/** `DELETE /api/clients/{clientId}/brand`: its host names fall back to the built-in brands. */
export function useDeleteBrand(clientId: number) {
  const reload = useReloadBrand(clientId);
  return useMutation({
    mutationFn: () => hubDelete(BRAND, { path: { clientId } }),
    onSuccess: () => reload(null),
  });
}

/** `POST /api/clients/{clientId}/brand/{logo|background}`: one image, checked by the server. */
export function useUploadBrandImage(clientId: number) {
  const reload = useReloadBrand(clientId);
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: ImageKind; file: File }) => {
      const form = new FormData();
      form.append(kind, file, file.name);
      const url = `${fillHubPath(BRAND, { clientId })}/${kind}`;
      // A refused image is not worth sending again: retries are for reads.
      const response = await api.post<{ data: ClientBrand }>(url, form, {
        retryCount: Number.MAX_SAFE_INTEGER,
      } as object);
      return response.data.data;
    },
    onSuccess: reload,
  });
}

/** The server's field errors (`palette.0`, `hosts.2`, `logo`…) by field; empty for any other error. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = (error as { response?: { data?: { fields?: unknown } } } | null)?.response?.data?.fields;
  if (!Array.isArray(fields)) return {};
  const byField: Record<string, string> = {};
  for (const item of fields as { field?: unknown; message?: unknown }[])
    if (typeof item.field === 'string' && typeof item.message === 'string') byField[item.field] ??= item.message;
  return byField;
}
