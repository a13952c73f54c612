import { Card, Col, Row, Typography } from 'antd';
import { AuditOutlined, CoffeeOutlined, FileExcelOutlined, FilePdfOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';

const REPORTS = [
  { path: 'crewlist', title: 'Besætningsliste', icon: <TeamOutlined />, text: 'Besætningen om bord på et skib på en dato og et tidspunkt; se, ret og udskriv listen.' },
  { path: 'fte', title: 'FTE-rapport', icon: <FileExcelOutlined />, text: 'Budgetteret FTE over for realiseret FTE pr. afdeling, budgetkonto og stillingsgruppe som Excel-ark.' },
  { path: 'catering', title: 'Catering: Vagtrapport', icon: <CoffeeOutlined />, text: 'Antal medarbejdere pr. dag på hver vagtkode i cateringafdelingerne.' },
  { path: 'manning-shortfalls', title: 'Manglende bemanding', icon: <AuditOutlined />, text: 'Hver dag i en måned, hvor et skibs bemandingskrav ikke er opfyldt, på skærmen og som PDF.' },
  { path: 'workschedule', title: 'Arbejdsplan og arbejdskort', icon: <FilePdfOutlined />, text: 'En afdelings arbejdsplan og valgte medarbejderes arbejdskort som PDF.' },
] as const;

/** /reports: the reports there are. */
export function ReportsIndexPage() {
  return (
    <>
      <PageHeader title="Rapporter" description="Vælg en rapport." />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {REPORTS.map((report) => (
          <Col key={report.path} xs={24} md={12} xl={6}>
            <Link to={report.path}>
              <Card hoverable title={<span>{report.icon} {report.title}</span>}>
                <Typography.Paragraph style={{ margin: 0 }}>{report.text}</Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
