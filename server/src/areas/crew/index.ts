export { crewHandlers } from './crew-handlers.ts';
