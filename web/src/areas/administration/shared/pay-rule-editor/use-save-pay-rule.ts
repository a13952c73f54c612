import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { payConfigKeys } from '../pay-config-queries.ts';
import type { SavePayRuleRequest } from './rule-request.ts';

/** Creates a rule (AddPayAccountRule, optionally giving it to an agreement) or saves one (SavePayAccountRule). */
export function useSavePayRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePayRuleRequest) =>
      request.payAccountRuleId ? api.plan.savePayAccountRule(undefined, request) : api.agreement.addPayAccountRule(undefined, request),
    // The editor shows the server's reason itself and keeps what was filled in.
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payConfigKeys.all }),
  });
}
