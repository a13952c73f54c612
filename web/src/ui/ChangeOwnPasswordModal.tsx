import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { errorText } from '../api/show-error.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';
import { newPasswordRules, repeatPasswordRules } from './password-rules.ts';
import { SaveProblem } from './SaveProblem.tsx';

interface Values {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

interface Props {
  userId: number;
  open: boolean;
  onClose: () => void;
}

const repeatRules = repeatPasswordRules('password');

/** The signed-in user changes their own password, confirming it with the current one. */
export function ChangeOwnPasswordModal({ userId, open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const [problem, setProblem] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (values: Values) =>
      api.planUser.changeUserPassword(undefined, { userId, password: values.password, currentPassword: values.currentPassword }),
    meta: { silentError: true },
    onSuccess: (changed) => {
      if (changed !== true) {
        setProblem('Dit password kunne ikke ændres. Kontrollér dit nuværende password, og brug mindst et stort og et lille bogstav samt nogle tal.');
        return;
      }
      void message.success('Dit password er ændret.');
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
    <Modal
      title="Skift password"
      open={open}
      onCancel={close}
      okText="Skift password"
      cancelText="Annuller"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <SaveProblem problem={problem} />
      <Form<Values>
        form={form}
        name="change-own-password"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          setProblem(null);
          change.mutate(values);
        }}
      >
        <Form.Item label="Nuværende password" name="currentPassword" rules={[{ required: true, message: 'Nuværende password skal udfyldes' }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item label="Nyt password" name="password" rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <PasswordStrengthMeter password={password} />
        <Form.Item label="Gentag nyt password" name="repeatPassword" dependencies={['password']} rules={repeatRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
