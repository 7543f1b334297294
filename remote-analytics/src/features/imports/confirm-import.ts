import { hubPost } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterImportChange, type ImportId } from './get-imports';

/** `POST /api/clients/{clientId}/imports/{id}/confirm`: imports the checked file, as a new import of its own. */
export function useConfirmImport(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, acceptValidRows }: { checkId: ImportId; acceptValidRows: boolean }) =>
      hubPost('/clients/{clientId}/imports/{id}/confirm', {
        path: { clientId, id: checkId },
        query: { acceptValidRows },
      }),
    onSuccess: () => afterImportChange(client, clientId),
  });
}
