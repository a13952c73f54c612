import { useRef, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { email, loginModel } from '@kaj/contract';
import { api } from '../../api/client.ts';
import { errorText } from '../../api/show-error.ts';
import { useAppSettings } from '../../app/app-settings.ts';
import { afterLoginTarget, paths } from '../../app/paths.ts';
import { sessionStore } from '../../app/session/session-store.ts';
import { useSession } from '../../app/session/use-session.ts';
import { schemaRule } from '../../ui/form-rules.ts';
import { AuthCard } from './AuthCard.tsx';

interface LoginValues {
  email: string;
  password: string;
}

const emailRules = [schemaRule(email)];
const passwordRules = [schemaRule(loginModel.shape.password)];

/** The login screen (specification section 2). */
export function LoginPage() {
  const session = useSession();
  const settings = useAppSettings();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [attempted, setAttempted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set while our own login stores the session, so that render does not send the user to /home
  // before the returnUrl navigation below.
  const loggingIn = useRef(false);

  if (session?.username && !loggingIn.current) return <Navigate to={paths.home} replace />;

  async function submit(values: LoginValues) {
    setAttempted(true);
    setLoading(true);
    setError(null);
    loggingIn.current = true;
    try {
      const response = await api.authenticate.login(undefined, { username: values.email.trim(), password: values.password });
      if (!response?.isAuthorized) throw new Error('Du kunne ikke logges ind. Prøv igen.');
      sessionStore.set(response);
      await navigate(afterLoginTarget(searchParams.get('returnUrl')), { replace: true });
    } catch (failure) {
      loggingIn.current = false;
      setError(errorText(failure));
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Log ind">
      <Form<LoginValues>
        name="login"
        layout="vertical"
        requiredMark={false}
        validateTrigger={attempted ? ['onChange', 'onBlur'] : false}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setAttempted(true)}
        disabled={loading}
      >
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={passwordRules}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" data-testid="login-error" style={{ marginBottom: 16 }} />}
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={loading}>
            Log Ind
          </Button>
        </Form.Item>
      </Form>
      {/* Hidden only when the server says password reset is off. */}
      {settings.data?.allowPasswordReset !== false && (
        <div className="auth-links">
          <Link to={paths.forgotPassword}>Glemt password?</Link>
        </div>
      )}
    </AuthCard>
  );
}
