import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const usersKey = ['users'] as const;

/** All users, for the user list and the user picker of the login log. */
export function useUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: async () => (await api.userManagement.getUsers()) ?? [],
    meta: { errorTitle: 'Brugerne kunne ikke hentes' },
  });
}
