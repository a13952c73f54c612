import { deleteManningDocument, getManningDocuments, saveManningDocument } from './manning-handlers.ts';
import { getManningNeed } from './manning-need.ts';

export { manningNeed, shortfallsOf } from './manning-need.ts';

export const manningHandlers = [getManningDocuments, saveManningDocument, deleteManningDocument, getManningNeed];
