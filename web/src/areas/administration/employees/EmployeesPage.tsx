import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { EmployeeDrawer, type EditorTarget } from './EmployeeDrawer.tsx';
import { EmployeeList } from './EmployeeList.tsx';
import { StoppingEmployees } from './StoppingEmployees.tsx';

/** /administration/employees: employees and employments in the user's departments, and who stops when. */
export function EmployeesPage() {
  const [editing, setEditing] = useState<EditorTarget>(null);

  return (
    <>
      <PageHeader
        title="Medarbejdere"
        description="Medarbejdere med ansættelser, pårørende og oplysninger. Planlæggere ser medarbejderne i deres egne afdelinger."
        extra={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setEditing('new')}>
            Opret medarbejder
          </Button>
        }
      />
      <Tabs
        items={[
          { key: 'all', label: 'Medarbejdere', children: <EmployeeList onOpen={setEditing} /> },
          { key: 'stopping', label: 'Fratrædende', children: <StoppingEmployees onOpen={setEditing} /> },
        ]}
      />
      <EmployeeDrawer target={editing} onOpen={setEditing} onClose={() => setEditing(null)} />
    </>
  );
}
