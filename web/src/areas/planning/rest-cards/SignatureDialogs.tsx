import { Form, Input, Modal, Typography } from 'antd';
import { reopenRestCardRequest } from '@kaj/contract';
import { schemaRule } from '../../../ui/form-rules.ts';

// The two dialogs of a countersigned card: who countersigns (a shared Ship login is no person, so the master or
// officer names themself), and why a countersigned card is opened again (kept in the audit trail).

interface Signer {
  name: string;
  rank: string;
}

interface CountersignProps {
  open: boolean;
  employeeName: string;
  pending: boolean;
  onSign: (signer: Signer) => void;
  onClose: () => void;
}

const required = (text: string) => [{ required: true, whitespace: true, message: text }, { max: 100, message: 'Højst 100 tegn' }];

export function CountersignModal({ open, employeeName, pending, onSign, onClose }: CountersignProps) {
  const [form] = Form.useForm<Signer>();
  return (
    <Modal
      title={`Kontrasigner hviletidsskemaet for ${employeeName}`}
      open={open}
      okText="Kontrasigner"
      cancelText="Annuller"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Du bekræfter som skibsfører eller bemyndiget person, at registreringen er korrekt. Navn og stilling står på skemaet ved underskriften.
      </Typography.Paragraph>
      <Form<Signer> form={form} layout="vertical" name="countersign" preserve={false} onFinish={(values) => onSign({ name: values.name.trim(), rank: values.rank.trim() })}>
        <Form.Item label="Navn" name="name" rules={required('Skriv dit navn')}>
          <Input autoFocus autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item label="Stilling" name="rank" rules={required('Skriv din stilling, f.eks. Skibsfører')}>
          <Input placeholder="Skibsfører, overstyrmand …" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ReopenProps {
  open: boolean;
  employeeName: string;
  pending: boolean;
  onReopen: (reason: string) => void;
  onClose: () => void;
}

export function ReopenModal({ open, employeeName, pending, onReopen, onClose }: ReopenProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={`Genåbn hviletidsskemaet for ${employeeName}?`}
      open={open}
      okText="Genåbn"
      okButtonProps={{ danger: true }}
      cancelText="Annuller"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Begge underskrifter fjernes, og måneden kan ændres igen. Begrundelsen gemmes i historikken. Den søfarende skal underskrive igen.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="reopen" preserve={false} onFinish={(values) => onReopen(values.reason.trim())}>
        <Form.Item label="Begrundelse" name="reason" validateFirst rules={[{ required: true, whitespace: true, message: 'Skriv hvorfor skemaet genåbnes' }, schemaRule(reopenRestCardRequest.shape.reason)]}>
          <Input autoFocus maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
