import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { email } from '@kaj/contract';
import { api } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { schemaRule } from '../../ui/form-rules.ts';
import { AuthCard } from './AuthCard.tsx';

/** The confirmation of specification section 2, the same whatever the outcome. */
export const FORGOT_PASSWORD_DONE =
  'Hvis en bruger med den angivne email findes, vil du modtage en mail med et link hvor du kan nulstille dit password.';

const emailRules = [schemaRule(email)];

/** Request a password reset (specification section 2). */
export function ForgotPasswordPage() {
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(values: { email: string }) {
    setSending(true);
    try {
      // No returnUrl: the server builds the link from its own configured address, never from the caller's.
      await api.authenticate.forgotPassword(undefined, { email: values.email.trim() });
    } catch {
      // Deliberately silent: the answer must not tell whether the e-mail belongs to a user.
    } finally {
      setSending(false);
      setDone(true);
    }
  }

  return (
    <AuthCard title="Nulstil password">
      {done ? (
        <Result status="success" subTitle={<span data-testid="forgot-password-done">{FORGOT_PASSWORD_DONE}</span>} style={{ padding: '8px 0' }} />
      ) : (
        <Form<{ email: string }>
          name="forgot-password"
          layout="vertical"
          requiredMark={false}
          validateTrigger={attempted ? ['onChange', 'onBlur'] : false}
          onFinish={(values) => {
            setAttempted(true);
            void submit(values);
          }}
          onFinishFailed={() => setAttempted(true)}
          disabled={sending}
        >
          <Form.Item label="Email" name="email" rules={emailRules} extra="Skriv den email, du logger ind med. Vi sender dig et link til at vælge et nyt password.">
            <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus size="large" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 8 }}>
            <Button type="primary" htmlType="submit" block size="large" loading={sending}>
              Nulstil password
            </Button>
          </Form.Item>
        </Form>
      )}
      <div className="auth-links">
        <Link to={paths.login}>Tilbage til Log ind</Link>
      </div>
    </AuthCard>
  );
}
