import { useEffect } from 'react';
import { Divider, Form, Typography } from 'antd';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { PropertyTreeSelect } from '../shared/PropertyTreeSelect.tsx';
import { propertyTypesQuery, usePropertyTypeByKey } from '../shared/property-tree-queries.ts';

/** The roles whose reach is a set of departments (DOMAIN.md section 3), with the field's label. */
const reachRoles = {
  Planner: 'Afdelinger som planlægger',
  Approver: 'Afdelinger som godkender',
  ApproverWithPlanningRight: 'Afdelinger som godkender med planlægningsret',
  Ship: 'Skibets afdelinger',
} as const satisfies Partial<Record<Role, string>>;

type ReachRole = keyof typeof reachRoles;
/** The departments chosen per role; a role left out was not loaded and is not saved. */
export type UserDepartments = Partial<Record<ReachRole, number[]>>;

const isReachRole = (role: Role): role is ReachRole => role in reachRoles;
const userPropertiesKey = ['user-properties'] as const;

// The same key and data as the role list of "Opret bruger".
const rolesQuery = queryOptions({
  queryKey: ['roles'],
  queryFn: async () => (await api.planUser.getRoles()) ?? [],
  staleTime: Number.POSITIVE_INFINITY,
  meta: { errorTitle: 'Rollerne kunne ikke hentes' },
});

const roleIdsByName = (roles: readonly { roleId: number; name: Role }[]) => new Map(roles.map((role) => [role.name, role.roleId]));

function RoleDepartmentsField({ userId, role, roleId, typeId }: { userId: number; role: ReachRole; roleId: number; typeId: number }) {
  const form = Form.useFormInstance();
  const current = useQuery({
    queryKey: [...userPropertiesKey, userId, roleId, typeId],
    queryFn: async () => (await api.property.getUserProperties({ typeid: typeId, roleid: roleId, planUserId: userId })) ?? [],
    meta: { errorTitle: 'Brugerens afdelinger kunne ikke hentes' },
  });

  useEffect(() => {
    const field = ['departments', role];
    // A refetch must not undo what the administrator has picked; until loaded, nothing is shown (or saved).
    if (form.isFieldTouched(field)) return;
    form.setFields([{ name: field, value: current.data?.map((property) => property.propertyId), touched: false }]);
  }, [current.data, form, role]);

  return (
    <Form.Item label={reachRoles[role]} name={['departments', role]} extra="Brugeren når de valgte afdelinger og alt under dem.">
      <PropertyTreeSelect typeId={typeId} mode="reach" placeholder={current.isLoading ? 'Henter …' : 'Ingen afdelinger'} />
    </Form.Item>
  );
}

/** A department picker per department-bound role the user holds in the form (Planner, Approver …). */
export function UserDepartmentsFields({ userId }: { userId: number }) {
  const roles = (Form.useWatch<Role[] | undefined>('roles') ?? []).filter(isReachRole);
  const roleIds = useQuery({ ...rolesQuery, select: roleIdsByName });
  const departmentType = usePropertyTypeByKey('department');
  if (roles.length === 0 || !departmentType || !roleIds.data) return null;
  return (
    <>
      <Divider titlePlacement="start" plain>
        Afdelinger
      </Divider>
      <Typography.Paragraph type="secondary">Planlæggere, godkendere og skibe ser og planlægger kun medarbejdere i deres afdelinger.</Typography.Paragraph>
      {Object.keys(reachRoles)
        .filter((role): role is ReachRole => roles.includes(role as ReachRole))
        .map((role) => {
          const roleId = roleIds.data.get(role);
          return roleId === undefined ? null : (
            <RoleDepartmentsField key={`${userId}-${role}`} userId={userId} role={role} roleId={roleId} typeId={departmentType.propertyTypeId} />
          );
        })}
    </>
  );
}

/** Saves the departments of each department-bound role the user holds after the save. */
export function useSaveUserDepartments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, roles, departments }: { userId: number; roles: Role[]; departments: UserDepartments | undefined }) => {
      const wanted = roles.filter(isReachRole).filter((role) => departments?.[role] !== undefined);
      if (wanted.length === 0) return;
      const roleIds = roleIdsByName(await queryClient.fetchQuery(rolesQuery));
      const departmentType = (await queryClient.fetchQuery(propertyTypesQuery)).find((type) => type.key === 'department');
      if (!departmentType) throw new Error('Egenskabstypen Afdeling findes ikke.');
      for (const role of wanted) {
        const roleId = roleIds.get(role);
        if (roleId === undefined) throw new Error(`Rollen ${role} findes ikke.`);
        const propertyIds = departments?.[role] ?? [];
        await api.property.saveUserProperties(undefined, { planUserId: userId, roleId, propertyTypeId: departmentType.propertyTypeId, propertyIds });
      }
    },
    meta: { errorTitle: 'Brugerens afdelinger kunne ikke gemmes' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userPropertiesKey }),
  });
}
