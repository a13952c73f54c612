import { useEffect } from 'react';
import { App, Checkbox, Descriptions, Form, Input, Switch } from 'antd';
import { ROLES, userUpdateRequest, type Role } from '@kaj/contract';
import { formatDateTime } from '../../../ui/format.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { roleNames } from '../../../ui/role-names.ts';
import { fullName, type User } from '../shared/admin-types.ts';
import { useUpdateUser, type UserChanges } from './use-user-mutations.ts';
import { UserDepartmentsFields, useSaveUserDepartments, type UserDepartments } from './UserDepartmentsFields.tsx';
import { EditorDrawer } from '../../../ui/EditorDrawer.tsx';

const rules = {
  firstName: [schemaRule(userUpdateRequest.shape.firstName)],
  lastName: [schemaRule(userUpdateRequest.shape.lastName)],
};

type EditUserForm = UserChanges & { departments?: UserDepartments };

const roleChoices = ROLES.map((role: Role) => ({ value: role, label: roleNames[role] }));

interface Props {
  user: User | null;
  /** The signed-in administrator editing themselves may not deactivate or demote themselves by accident. */
  isSelf: boolean;
  onClose: () => void;
}

/** Edit a user's names, active flag, roles and, for department-bound roles, departments. */
export function EditUserDrawer({ user, isSelf, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EditUserForm>();
  const update = useUpdateUser();
  const saveDepartments = useSaveUserDepartments();

  useEffect(() => {
    if (user) form.setFieldsValue({ firstName: user.firstName, lastName: user.lastName, isActive: user.isActive, roles: user.roles });
  }, [user, form]);

  function save({ departments, ...changes }: EditUserForm) {
    if (!user) return;
    update.mutate(
      { id: user.id, changes: { ...changes, firstName: changes.firstName.trim(), lastName: changes.lastName.trim() } },
      {
        onSuccess: () =>
          saveDepartments.mutate(
            { userId: user.id, roles: changes.roles, departments },
            {
              onSuccess: () => {
                void message.success(`${changes.firstName} ${changes.lastName} er gemt.`);
                onClose();
              },
            },
          ),
      },
    );
  }

  return (
    <EditorDrawer
      title={user ? `Rediger ${fullName(user)}` : 'Rediger bruger'}
      open={user !== null}
      onClose={onClose}
      size={480}
      saving={update.isPending || saveDepartments.isPending}
      onSave={() => form.submit()}
    >
      {user && (
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 24 }}
          items={[
            { key: 'email', label: 'Email', children: user.email },
            { key: 'lastLogin', label: 'Seneste login', children: user.lastLogin ? formatDateTime(user.lastLogin) : 'Aldrig' },
          ]}
        />
      )}
      <Form<EditUserForm> form={form} name="edit-user" layout="vertical" onFinish={save}>
        <Form.Item label="Fornavn" name="firstName" rules={rules.firstName} required>
          <Input />
        </Form.Item>
        <Form.Item label="Efternavn" name="lastName" rules={rules.lastName} required>
          <Input />
        </Form.Item>
        <Form.Item
          label="Aktiv"
          name="isActive"
          valuePropName="checked"
          extra={isSelf ? 'Du kan ikke deaktivere dig selv.' : 'En deaktiveret bruger kan ikke logge ind.'}
        >
          <Switch disabled={isSelf} />
        </Form.Item>
        <Form.Item
          label="Roller"
          name="roles"
          extra={isSelf ? 'Fjerner du din egen administratorrolle, mister du adgangen til denne side.' : 'En bruger uden roller kan kun se forsiden.'}
        >
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={roleChoices} />
        </Form.Item>
        {user && <UserDepartmentsFields userId={user.id} />}
      </Form>
    </EditorDrawer>
  );
}
