import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { mailDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { fullName, type User } from '../shared/admin-types.ts';

interface Values {
  subject: string;
  message: string;
}

const rules = { subject: [schemaRule(mailDto.shape.subject)], message: [schemaRule(mailDto.shape.message)] };

/** "Send mail": a message to one user, sent by the server. */
export function SendMailModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const send = useMutation({
    mutationFn: ({ userId, values }: { userId: number; values: Values }) => api.userManagement.sendMail({ userId }, values),
    meta: { errorTitle: 'Mailen kunne ikke sendes' },
    onSuccess: () => {
      if (user) void message.success(`Mailen er sendt til ${fullName(user)}.`);
      close();
    },
  });

  function close() {
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      title={user ? `Send mail til ${fullName(user)}` : 'Send mail'}
      open={user !== null}
      onCancel={close}
      okText="Send mail"
      cancelText="Annuller"
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
      width={600}
    >
      {user && <p style={{ color: 'rgba(0,0,0,0.55)' }}>Mailen sendes til {user.email}.</p>}
      <Form<Values>
        form={form}
        name="send-mail"
        layout="vertical"
        onFinish={(values) => user && send.mutate({ userId: user.id, values: { subject: values.subject.trim(), message: values.message.trim() } })}
      >
        <Form.Item label="Emne" name="subject" rules={rules.subject} required>
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item label="Besked" name="message" rules={rules.message} required>
          <Input.TextArea rows={8} maxLength={10000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
