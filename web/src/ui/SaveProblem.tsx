import { Alert } from 'antd';

/** The server's reason for a refused save, above the form it concerns; nothing when there is none. */
export function SaveProblem({ problem }: { problem: string | null }) {
  return problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} /> : null;
}
