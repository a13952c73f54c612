import type { Access } from '@kaj/contract';
import { routeAccess } from '../../app/access.ts';

export interface AdminPage {
  /** Path below /administration. */
  path: string;
  title: string;
  description: string;
  access: Access;
}

/** The administration screens (specification section 2): employees and watch codes for all three roles, the rest Admin only. */
export const adminPages: AdminPage[] = [
  { path: 'employees', title: 'Medarbejdere', description: 'Medarbejdere, ansættelser, pårørende og kladder.', access: routeAccess.administrationShared },
  { path: 'watch-codes', title: 'Vagtkoder', description: 'Vagtkoder med tider, betalt tid, farver og egenskaber.', access: routeAccess.administrationShared },
  { path: 'rotations', title: 'Turnusser', description: 'Faste rækkefølger af vagtkoder og fridage, f.eks. 7/7, til at lægge i vagtplanen.', access: routeAccess.administrationShared },
  { path: 'manning', title: 'Bemanding', description: 'Skibenes minimumsbemanding pr. afdeling og stillingsgruppe, som vagtplanen måles imod.', access: routeAccess.administrationShared },
  { path: 'departments', title: 'Afdelinger', description: 'Skibe og afdelinger i egenskabstræet, med tidsplaner.', access: routeAccess.administrationAdminOnly },
  { path: 'job-groups', title: 'Jobgrupper', description: 'Stillinger og jobgrupper til ansættelser og budget.', access: routeAccess.administrationAdminOnly },
  { path: 'budget-accounts', title: 'Budgetkonti', description: 'Budgetkonti og FTE-budget pr. afdeling og måned.', access: routeAccess.administrationAdminOnly },
  { path: 'users', title: 'Brugere', description: 'Opret brugere, tildel roller, send mails og se loginlog.', access: routeAccess.administrationAdminOnly },
  { path: 'agreements', title: 'Overenskomster', description: 'Overenskomsttræet med regler, egenskaber og eksportkonti.', access: routeAccess.administrationAdminOnly },
  { path: 'pay-account-rules', title: 'Lønkontoregler', description: 'Reglerne, der gør vagter til tillæg og saldi.', access: routeAccess.administrationAdminOnly },
  { path: 'recalculation', title: 'Genberegning', description: 'Genberegn en afdeling på forlangende, og ret låste måneder efter en regelændring.', access: routeAccess.administrationAdminOnly },
  { path: 'export-packages', title: 'Eksportpakker', description: 'Grupper af medarbejdere, der eksporteres til Lessor sammen.', access: routeAccess.administrationAdminOnly },
  { path: 'export-rules', title: 'Eksportregler', description: 'Eksportkonti og lønarter til Lessor.', access: routeAccess.administrationAdminOnly },
  { path: 'export-prices', title: 'Eksportpriser', description: 'Satser pr. lønart, overenskomst og afdeling.', access: routeAccess.administrationAdminOnly },
  { path: 'mileage-rates', title: 'Kørselstakster', description: 'Statens skattefri takster pr. km for kørsel i egen bil.', access: routeAccess.administrationAdminOnly },
  { path: 'login-log', title: 'Loginlog', description: 'Logins, fejlede forsøg, spærringer og nulstillinger pr. bruger.', access: routeAccess.administrationAdminOnly },
  { path: 'application-log', title: 'Applikationslog', description: 'Fejl og hændelser på serveren.', access: routeAccess.administrationAdminOnly },
];
