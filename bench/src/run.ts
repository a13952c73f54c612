import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { prepareTemplateDatabase } from '../../server/test/support/test-database.ts';
import { apiBaseline } from './benchmarks/api-baseline.ts';
import { lessorExport } from './benchmarks/lessor-export.ts';
import { gridBrowser } from './benchmarks/grid-browser.ts';
import { gridPeriod } from './benchmarks/grid-period.ts';
import { recalculation } from './benchmarks/recalculation.ts';

const benchmarks = { apiBaseline, recalculation, gridPeriod, lessorExport, gridBrowser };

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (sæt TEST_DATABASE_URL for PostgreSQL)';
console.log(`Kaj benchmarks på ${database}`);
const dropTemplate = await prepareTemplateDatabase();
const results: Record<string, unknown> = { at: new Date().toISOString(), database };
for (const [name, run] of Object.entries(benchmarks)) {
  const figures = await run();
  results[name] = figures;
  console.log(`\n${name}`);
  console.table(figures);
}
const folder = fileURLToPath(new URL('../results/', import.meta.url));
await mkdir(folder, { recursive: true });
await writeFile(`${folder}latest.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nTallene er skrevet i bench/results/latest.json`);
await dropTemplate();
