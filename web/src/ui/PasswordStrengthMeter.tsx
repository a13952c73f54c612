import { Flex, Progress, Typography } from 'antd';
import { passwordHints, passwordStrength, type PasswordStrength } from './password-strength.ts';

const levels: Record<PasswordStrength, { percent: number; color: string; label: string }> = {
  svag: { percent: 33, color: '#cf1322', label: 'Svag' },
  middel: { percent: 66, color: '#d48806', label: 'Middel' },
  stærk: { percent: 100, color: '#389e0d', label: 'Stærk' },
};

/** The password-strength indicator with Danish labels; nothing until something is typed. */
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = levels[strength];
  const hints = passwordHints(password);
  return (
    <div className="password-strength" data-testid="password-strength" aria-live="polite">
      <Flex align="center" gap={12}>
        <Progress percent={level.percent} showInfo={false} strokeColor={level.color} size="small" style={{ flex: 1, margin: 0 }} />
        <Typography.Text style={{ color: level.color, minWidth: 52 }} strong>
          {level.label}
        </Typography.Text>
      </Flex>
      {hints.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Mangler: {hints.join(', ')}.
        </Typography.Text>
      )}
    </div>
  );
}
