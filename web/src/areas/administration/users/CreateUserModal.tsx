import { useState } from 'react';
import { App, Checkbox, Form, Input, Select } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { email, userCreationRequestDto, type Role } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { roleNames } from '../../../ui/role-names.ts';
import { usersKey } from '../shared/use-users.ts';
import { EditorModal } from '../../../ui/EditorModal.tsx';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  defaultRole: Role | undefined;
  sendWelcomeEmail: boolean;
}

const rules = {
  email: [schemaRule(email)],
  firstName: [schemaRule(userCreationRequestDto.shape.firstName)],
  lastName: [schemaRule(userCreationRequestDto.shape.lastName)],
};

/** "Opret bruger": e-mail, names, a default role and, if wanted, a welcome mail with a link to choose a password. */
export function CreateUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);

  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: async () => (await api.planUser.getRoles()) ?? [],
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorTitle: 'Rollerne kunne ikke hentes' },
  });

  const create = useMutation({
    mutationFn: (values: Values) =>
      api.planUser.createUser(undefined, {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        defaultRole: values.defaultRole ?? null,
        sendWelcomeEmail: values.sendWelcomeEmail,
      }),
    meta: { silentError: true },
    onSuccess: (created, values) => {
      void message.success(
        values.sendWelcomeEmail
          ? `${values.firstName} ${values.lastName} er oprettet og får en velkomstmail.`
          : `${values.firstName} ${values.lastName} er oprettet.`,
      );
      if (created) void queryClient.invalidateQueries({ queryKey: usersKey });
      close();
    },
    onError: (error) => setProblem(errorText(error)),
  });

  function close() {
    form.resetFields();
    setProblem(null);
    onClose();
  }

  return (
    <EditorModal
      title="Opret bruger"
      open={open}
      onCancel={close}
      okText="Opret bruger"
      saving={create.isPending}
      onOk={() => form.submit()}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="create-user"
        layout="vertical"
        initialValues={{ sendWelcomeEmail: true }}
        onFinish={(values) => {
          setProblem(null);
          create.mutate(values);
        }}
      >
        <Form.Item label="Email" name="email" rules={rules.email} required>
          <Input autoComplete="off" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item label="Fornavn" name="firstName" rules={rules.firstName} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Efternavn" name="lastName" rules={rules.lastName} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Standardrolle" name="defaultRole" extra="Flere roller kan tildeles bagefter under Rediger.">
          <Select
            allowClear
            placeholder="Ingen rolle"
            loading={roles.isLoading}
            options={(roles.data ?? []).map((role) => ({ value: role.name, label: roleNames[role.name] }))}
          />
        </Form.Item>
        <Form.Item name="sendWelcomeEmail" valuePropName="checked" extra="Brugeren får en mail med et link til at vælge sit password.">
          <Checkbox>Send velkomstmail</Checkbox>
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
