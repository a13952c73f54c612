import { Tabs } from 'antd';
import { ApartmentOutlined, CalendarOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PropertyTreeScreen } from '../properties/PropertyTreeScreen.tsx';
import { TimeTablesTab } from '../timetables/TimeTablesTab.tsx';

const TIMETABLES = 'tidsplaner';

/** /administration/departments: the department tree (ships with their departments) and the timetables they sail by. */
export function DepartmentsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === TIMETABLES ? TIMETABLES : 'trae';

  return (
    <>
      <PageHeader
        title="Afdelinger"
        description="Skibe og deres afdelinger er egenskaber i ét træ. Planlæggere og godkendere når de afdelinger, de er tilknyttet under Brugere."
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === TIMETABLES ? { tab: TIMETABLES } : {}, { replace: true })}
        items={[
          { key: 'trae', label: 'Afdelingstræ', icon: <ApartmentOutlined />, children: <PropertyTreeScreen defaultTypeKey="department" /> },
          { key: TIMETABLES, label: 'Tidsplaner', icon: <CalendarOutlined />, children: <TimeTablesTab /> },
        ]}
      />
    </>
  );
}
