import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgreementDto, BodyOf, Contract } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { payConfigKeys } from '../shared/pay-config-queries.ts';

export type SaveAgreementRequest = BodyOf<Contract['agreement']['saveAgreement']>;

/** Every agreement below a changed one may inherit what changed, so all agreements are fetched again. */
function useRefreshAgreements() {
  const queryClient = useQueryClient();
  return (saved?: AgreementDto | null) => {
    if (saved) queryClient.setQueryData(payConfigKeys.agreement(saved.agreementId), saved);
    return queryClient.invalidateQueries({ queryKey: payConfigKeys.agreements });
  };
}

/** Creates or saves an agreement: code, name, parent, and the lists given (rule dates, properties, pay accounts). */
export function useSaveAgreement() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (body: SaveAgreementRequest) => api.agreement.saveAgreement(undefined, body),
    meta: { silentError: true },
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteAgreement() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (agreementId: number) => api.agreement.deleteAgreement({ agreementid: agreementId }),
    meta: { silentError: true },
    onSuccess: () => refresh(),
  });
}

export function useMoveAgreement() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: ({ id, parentId }: { id: number; parentId: number | null }) => api.agreement.moveAgreement({ id, parentId: parentId ?? undefined }),
    meta: { errorTitle: 'Overenskomsten kunne ikke flyttes' },
    onSuccess: () => refresh(),
  });
}

/** The add/remove calls of an agreement's rules, export accounts and property types. */
export type AgreementLink =
  | { action: 'addRule' | 'removeRule'; agreementId: number; payAccountRuleId: number }
  | { action: 'addExportAccount' | 'removeExportAccount'; agreementId: number; exportAccountId: number }
  | { action: 'addPropertyType' | 'removePropertyType'; agreementId: number; propertyTypeId: number };

function sendLink(link: AgreementLink) {
  const agreementid = link.agreementId;
  switch (link.action) {
    case 'addRule':
      return api.agreement.addAgreementRule({ agreementid, payaccountruleid: link.payAccountRuleId });
    case 'removeRule':
      return api.agreement.removeAgreementRule({ agreementid, payaccountruleid: link.payAccountRuleId });
    case 'addExportAccount':
      return api.agreement.addExportAccount({ agreementid, exportAccountId: link.exportAccountId });
    case 'removeExportAccount':
      return api.agreement.removeExportAccount({ agreementid, exportAccountId: link.exportAccountId });
    case 'addPropertyType':
      return api.agreement.addPropertyType({ agreementid, propertytypeid: link.propertyTypeId });
    case 'removePropertyType':
      return api.agreement.removePropertyType({ agreementid, propertytypeid: link.propertyTypeId });
  }
}

export function useAgreementLink() {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: sendLink,
    meta: { errorTitle: 'Overenskomsten kunne ikke ændres' },
    onSuccess: (saved) => refresh(saved),
  });
}
