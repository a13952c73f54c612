/** The server names each bad row ("Række 4: …"); they are shown one a line. */
export function importProblems(message: string): { summary: string; rows: string[] } {
  const [summary = message, ...rows] = message.split(/\s(?=Række \d+:)/);
  return { summary: summary.trim(), rows: rows.map((row) => row.trim()) };
}
