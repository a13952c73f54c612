import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { prepareTemplateDatabase } from '../../server/test/support/test-database.ts';
import { apiBaseline } from './benchmarks/api-baseline.ts';
import { lessorExport } from './benchmarks/lessor-export.ts';
import { gridBrowser } from './benchmarks/grid-browser.ts';
import { gridPeriod, gridThousand } from './benchmarks/grid-period.ts';
import { gridHistory } from './benchmarks/grid-history.ts';
import { recalculation } from './benchmarks/recalculation.ts';
import { load } from './benchmarks/load.ts';
import { rotationApply } from './benchmarks/rotation-apply.ts';
import { ruleChange } from './benchmarks/rule-change.ts';
import { withMachineLoad } from './machine.ts';

const benchmarks: Record<string, () => Promise<object>> = { apiBaseline, recalculation, ruleChange, gridPeriod, gridThousand, gridHistory, lessorExport, gridBrowser, load, rotationApply };

// `npm run bench -- gridPeriod` runs only the benchmarks named; their figures replace those in latest.json.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length > 0) throw new Error(`Ukendt benchmark: ${unknown.join(', ')}. Vælg blandt ${Object.keys(benchmarks).join(', ')}`);

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (sæt TEST_DATABASE_URL for PostgreSQL)';
console.log(`Kaj benchmarks på ${database}`);
const dropTemplate = await prepareTemplateDatabase();
const folder = fileURLToPath(new URL('../results/', import.meta.url));
const earlier = chosen.length > 0 ? await readFile(`${folder}latest.json`, 'utf8').then(JSON.parse, () => ({})) : {};
const results: Record<string, unknown> = { ...earlier, at: new Date().toISOString(), database };
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  const figures = await withMachineLoad(run);
  results[name] = figures;
  console.log(`\n${name}`);
  console.dir(figures, { depth: 4 });
}
await mkdir(folder, { recursive: true });
await writeFile(`${folder}latest.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nTallene er skrevet i bench/results/latest.json`);
await dropTemplate();
