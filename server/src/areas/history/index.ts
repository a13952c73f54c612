import { getHistory } from './history-reads.ts';

export const historyHandlers = [getHistory];
