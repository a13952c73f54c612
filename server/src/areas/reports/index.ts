import { getCateringWatchReport } from './catering-report.ts';
import { getFte, getFteAhead } from './fte-report.ts';
import { helloWorldPdf } from './hello-world.ts';
import { getWorkcard } from './workcard.ts';
import { getWorkSchedule } from './work-schedule.ts';
import { getManningShortfalls, getManningShortfallsPdf } from './manning-shortfalls.ts';

export const reportHandlers = [getFte, getFteAhead, helloWorldPdf, getWorkcard, getWorkSchedule, getCateringWatchReport, getManningShortfalls, getManningShortfallsPdf];
