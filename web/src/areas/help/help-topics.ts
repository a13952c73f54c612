import { paths } from '../../app/paths.ts';

export interface HelpTopic {
  to: string;
  title: string;
  summary: string;
}

/** The help pages, in the order of the side menu. */
export const helpTopics: HelpTopic[] = [
  { to: paths.help, title: 'Kom godt i gang', summary: 'Hvad Kaj kan, roller, menuen og en ordliste.' },
  { to: paths.helpPlanning, title: 'Planlægning', summary: 'Vagtplanen, realiserede vagter, godkendelse, hviletid, normperioder og lukning.' },
  { to: paths.helpEmployees, title: 'Medarbejdere', summary: 'Medarbejdere, ansættelser, kladder og eksportpakker.' },
  { to: paths.helpWatchCodes, title: 'Vagtkoder', summary: 'Vagtkoder med tider, betalt tid, egenskaber og flerdagsture.' },
  { to: paths.helpAgreement, title: 'Overenskomster', summary: 'Overenskomster, lønkonti, lønkontoregler og eksportkonti.' },
];
