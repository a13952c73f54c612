import type { PropertyTypeDto } from '@kaj/contract';

/** The Danish noun of the types the code knows, with its gender (en afdeling, et tillæg). */
const nouns: Record<string, { noun: string; neuter: boolean }> = {
  department: { noun: 'afdeling', neuter: false },
  position: { noun: 'stilling', neuter: false },
  jobGroup: { noun: 'jobgruppe', neuter: false },
  positionGroup: { noun: 'stillingsgruppe', neuter: false },
  absence: { noun: 'fravær', neuter: true },
  watchType: { noun: 'vagttype', neuter: false },
  supplement: { noun: 'tillæg', neuter: true },
  budget: { noun: 'budget', neuter: true },
};

export interface PropertyWords {
  /** "afdeling"; "egenskab" for a type an administrator made. */
  noun: string;
  /** "en afdeling", "et tillæg". */
  a: string;
  /** "Ny afdeling", "Nyt tillæg". */
  newOne: string;
}

export function propertyWords(type: Pick<PropertyTypeDto, 'key'> | undefined): PropertyWords {
  const known = type?.key ? nouns[type.key] : undefined;
  const noun = known?.noun ?? 'egenskab';
  return { noun, a: `${known?.neuter ? 'et' : 'en'} ${noun}`, newOne: `${known?.neuter ? 'Nyt' : 'Ny'} ${noun}` };
}
