/** The closing screen for one employment's month. */
export const closingLink = (employmentId: number, period: string) => `/planning/closings?employmentId=${employmentId}&period=${period}`;
