import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import type { User } from '../shared/admin-types.ts';
import { usersKey } from '../shared/use-users.ts';

export interface UserChanges {
  firstName: string;
  lastName: string;
  isActive: boolean;
  roles: Role[];
}

/** Saves names, active flag and roles of a user, and puts the answer into the cached list. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UserChanges }) => api.userManagement.put({ id }, changes),
    meta: { errorTitle: 'Brugeren kunne ikke gemmes' },
    onSuccess: (saved, { id }) => {
      if (saved) queryClient.setQueryData<User[]>(usersKey, (users) => users?.map((user) => (user.id === id ? saved : user)));
      return queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}

/** Mails a user a link to set a new password (the same mail as "Glemt password?"). */
export function useSendResetMail() {
  return useMutation({
    mutationFn: (email: string) => api.authenticate.forgotPassword(undefined, { email }),
    meta: { errorTitle: 'Mailen kunne ikke sendes' },
  });
}
