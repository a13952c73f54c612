import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { api } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter.tsx';
import { newPasswordRules, repeatPasswordRules } from '../../ui/password-rules.ts';
import { AuthCard } from './AuthCard.tsx';

interface Values {
  password: string;
  repeatPassword: string;
}

type Outcome = 'none' | 'success' | 'failure';

const repeatRules = repeatPasswordRules();

/** Set a new password from the mailed link /change-password/:token/:email (specification section 2). */
export function ChangePasswordPage() {
  const { token = '', email = '' } = useParams();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('none');

  async function submit(values: Values) {
    setSaving(true);
    try {
      const changed = await api.authenticate.changePassword(undefined, { email, token, password: values.password });
      setOutcome(changed === true ? 'success' : 'failure');
    } catch {
      setOutcome('failure');
    } finally {
      setSaving(false);
    }
  }

  if (outcome === 'success') {
    return (
      <AuthCard title="Skift password">
        <Result
          status="success"
          title="Du har ændret dit password."
          subTitle="Du kan nu gå til Log ind-siden og indtaste dit nye password."
          extra={
            <Link to={paths.login}>
              <Button type="primary" size="large">
                Gå til Log ind
              </Button>
            </Link>
          }
          style={{ padding: '8px 0' }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Skift password">
      {email && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: -12 }}>
          Nyt password til {email}
        </Typography.Paragraph>
      )}
      {outcome === 'failure' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="change-password-failure"
          style={{ marginBottom: 16 }}
          title="Dit password kunne ikke ændres. Huskede du at benytte mindst et stort og småt bogstav samt nogle tal?"
          description="Tilret dit nye password og forsøg igen. Hvis du stadig har problemer så kontakt en administrator."
        />
      )}
      <Form<Values>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        validateTrigger={attempted ? ['onChange', 'onBlur'] : false}
        onFinish={(values) => {
          setAttempted(true);
          void submit(values);
        }}
        onFinishFailed={() => setAttempted(true)}
        disabled={saving}
      >
        <Form.Item label="Password" name="password" rules={newPasswordRules}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus size="large" />
        </Form.Item>
        <PasswordStrengthMeter password={password} />
        <Form.Item label="Gentag password" name="repeatPassword" dependencies={['password']} rules={repeatRules}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>
            Nulstil password
          </Button>
        </Form.Item>
      </Form>
      <div className="auth-links">
        <Link to={paths.login}>Tilbage til Log ind</Link>
      </div>
    </AuthCard>
  );
}
