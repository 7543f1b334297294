import { hubDelete } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterImportChange, type ImportId } from './get-imports';

/** `DELETE /api/clients/{clientId}/imports/{id}`: the delivery the import brought in is taken out; it stays listed, undone. */
export function useUndoImport(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: ImportId) => hubDelete('/clients/{clientId}/imports/{id}', { path: { clientId, id } }),
    onSuccess: () => afterImportChange(client, clientId),
  });
}
