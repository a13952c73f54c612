// Run by the build (`scripts/build.ts`) after bundling: the prepared PGlite copies that an empty data folder starts from.
import { makePreparedData, preparedDataFolder } from './demo/prepared-data.ts';

const began = performance.now();
const stamp = await makePreparedData();
console.warn(`Forberedt PGlite-data i ${preparedDataFolder} (demo for ${stamp.demoDay}) på ${Math.round(performance.now() - began)} ms`);
