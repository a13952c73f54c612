import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { propertyTreesKey } from '../shared/property-tree-queries.ts';

export interface PropertyChanges {
  name: string;
  code?: string | null;
  parentId?: number | null;
  selectable: boolean;
  disabled: boolean;
  /** Departments only. */
  isCatering?: boolean;
}

function saved(property: PropertyDto | null): PropertyDto {
  if (!property) throw new Error('Serveren svarede ikke med egenskaben.');
  return property;
}

/** Every change of a property refetches the trees (a move or a rename shows in every picker). */
function useInvalidateTrees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: propertyTreesKey });
}

/** Creates a property; the flags, which AddProperty does not take, follow in an edit when they differ from the defaults. */
export function useAddProperty() {
  const invalidate = useInvalidateTrees();
  return useMutation({
    mutationFn: async ({ typeId, changes }: { typeId: number; changes: PropertyChanges }) => {
      const parentPropertyId = changes.parentId ?? undefined;
      const created = saved(await api.property.addProperty({ name: changes.name, code: changes.code ?? undefined, propertyTypeId: typeId, parentPropertyId }));
      if (changes.selectable && !changes.disabled && !changes.isCatering) return created;
      const { name, code } = created;
      return saved(
        await api.property.editProperty({
          propertyId: created.propertyId,
          name,
          code: code ?? undefined,
          parentId: parentPropertyId,
          selectable: changes.selectable,
          disabled: changes.disabled,
          isCatering: changes.isCatering,
        }),
      );
    },
    meta: { silentError: true },
    onSettled: invalidate,
  });
}

export function useEditProperty() {
  const invalidate = useInvalidateTrees();
  return useMutation({
    mutationFn: async ({ propertyId, changes }: { propertyId: number; changes: PropertyChanges }) =>
      saved(
        await api.property.editProperty({
          propertyId,
          name: changes.name,
          code: changes.code ?? undefined,
          parentId: changes.parentId ?? undefined,
          selectable: changes.selectable,
          disabled: changes.disabled,
          isCatering: changes.isCatering,
        }),
      ),
    meta: { silentError: true },
    onSuccess: invalidate,
  });
}

export function useMoveProperty() {
  const invalidate = useInvalidateTrees();
  return useMutation({
    mutationFn: async ({ propertyId, parentId }: { propertyId: number; parentId: number | null }) =>
      saved(await api.property.moveProperty({ propertyId, parentPropertyId: parentId ?? undefined })),
    meta: { errorTitle: 'Egenskaben kunne ikke flyttes' },
    onSettled: invalidate,
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidateTrees();
  return useMutation({
    mutationFn: async (propertyId: number) => {
      await api.property.deleteProperty({ propertyId });
    },
    meta: { silentError: true },
    onSuccess: invalidate,
  });
}
