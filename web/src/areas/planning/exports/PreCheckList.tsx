import { Alert, Flex, List, Typography } from 'antd';
import { Link } from 'react-router';
import type { LessorExportCheckDto } from '@kaj/contract';
import { closingLink } from './closing-link.ts';

/** What would stop the export, each problem linking to the closing behind it. */
export function PreCheckList({ check }: { check: LessorExportCheckDto | null | undefined }) {
  if (!check) return null;
  if (check.problems.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="pre-check"
        title={`Klar til eksport: ${check.closingCount} ${check.closingCount === 1 ? 'låst afslutning' : 'låste afslutninger'}.`}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="pre-check"
      title={`${check.problems.length} forhold stopper eksporten`}
      description={
        <List
          size="small"
          dataSource={check.problems}
          renderItem={(problem) => (
            <List.Item>
              <Flex gap={8} wrap>
                <Typography.Text>{problem.message}</Typography.Text>
                {problem.employmentId !== null && <Link to={closingLink(problem.employmentId, check.period)}>Åbn afslutningen</Link>}
              </Flex>
            </List.Item>
          )}
        />
      }
    />
  );
}
