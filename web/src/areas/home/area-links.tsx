import type { ReactNode } from 'react';
import { BarChartOutlined, CalendarOutlined, QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import type { Access } from '@kaj/contract';
import { routeAccess } from '../../app/access.ts';
import { paths } from '../../app/paths.ts';

export interface AreaLink {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  access: Access;
}

/** The areas the home page links to; each card shows only for the roles its route lets in. */
export const areaLinks: AreaLink[] = [
  {
    title: 'Planlægning',
    description: 'Vagtplanen: planlagte og realiserede vagter, godkendelser, hviletid og lukning af perioder.',
    to: paths.planning,
    icon: <CalendarOutlined />,
    access: routeAccess.planning,
  },
  {
    title: 'Administration',
    description: 'Medarbejdere, vagtkoder, afdelinger, overenskomster, lønkontoregler, eksport og brugere.',
    to: paths.administration,
    icon: <SettingOutlined />,
    access: routeAccess.administration,
  },
  {
    title: 'Rapporter',
    description: 'Besætningsliste, FTE-rapport og vagtrapport for catering.',
    to: paths.reports,
    icon: <BarChartOutlined />,
    access: routeAccess.reports,
  },
  {
    title: 'Hjælp',
    description: 'Vejledning i planlægning, medarbejdere, vagtkoder og overenskomster – og forklaring af begreberne.',
    to: paths.help,
    icon: <QuestionCircleOutlined />,
    access: routeAccess.help,
  },
];
