import { PAY_RULE_KINDS, type PayRuleKind } from '@kaj/contract';

/** The kinds of pay-account rule (DOMAIN.md section 7) in Danish, with what each does. */
export const ruleKinds: Readonly<Record<PayRuleKind, { label: string; help: string; color: string }>> = {
  hourlySave: {
    label: 'Timeopsparing',
    help: 'Hver realiseret vagt bogfører timer × faktor i vagtens måned (plus en eventuel månedsforskydning).',
    color: 'blue',
  },
  monthlySave: {
    label: 'Månedsopsparing',
    help: 'Hver måned bogføres en fast værdi (f.eks. 2,08 feriedage) i det saldoår, der starter i den valgte måned.',
    color: 'geekblue',
  },
  singleProperty: {
    label: 'Enkelt egenskab',
    help: 'En vagt med egenskaben (og uden de udelukkede) bogfører timer × faktor eller en fast værdi.',
    color: 'cyan',
  },
  splitSingleProperty: {
    label: 'Enkelt egenskab, delt ved midnat',
    help: 'Som enkelt egenskab, men en vagt over midnat deles, så hver del bogføres på sin egen dato og måned.',
    color: 'cyan',
  },
  useFuture: {
    label: 'Brug fremtid',
    help: 'Som enkelt egenskab, men også planlagte vagter efter i dag tæller, som prognose i saldi og normer. Prognoser lukkes og eksporteres aldrig.',
    color: 'cyan',
  },
  stepSingleProperty: {
    label: 'Trappe på egenskab',
    help: 'Pr. vagt med egenskaben: timer op til grænsen × faktoren under grænsen plus timer over grænsen × faktoren over grænsen.',
    color: 'cyan',
  },
  specialDay: {
    label: 'Særlig dag',
    help: 'Timer arbejdet på en bestemt dato × faktor. En vagt over midnat tæller kun sin del på datoen.',
    color: 'magenta',
  },
  period: {
    label: 'Periode',
    help: 'Et tidsvindue pr. dag på de valgte dagtyper, f.eks. aftentillæg kl. 17-23 på hverdage. Et vindue over midnat hører til den dag, det starter.',
    color: 'purple',
  },
  changedProperty: {
    label: 'Ændret egenskab',
    help: 'En vagt med vagtens egenskab på en ansættelse med ansættelsens egenskab bogfører timer × faktor, f.eks. en styrmand, der sejler som overstyrmand.',
    color: 'gold',
  },
  cashCompensation: {
    label: 'Kontant udbetaling',
    help: 'Ved lukningen udbetales den positive saldo, hver måned eller i én bestemt måned, som en udgående afslutningsaktivitet, eksporten kan bære.',
    color: 'green',
  },
  meanActivity: {
    label: 'Gennemsnitsaktivitet',
    help: 'Ved hver lukning holdes aktiviteten på de valgte konti op mod målet i timer pr. uge forholdsmæssigt efter ansættelsesdage; det giver kontraktsaldoen.',
    color: 'orange',
  },
  periodActivity: {
    label: 'Normperiode',
    help: 'En normperiode af måneder, uger eller hele uger i måneder med et mål i timer pr. uge. Ved periodens slutning flyttes overskuddet × faktor til en anden konto.',
    color: 'volcano',
  },
  derivedActivity: {
    label: 'Afledt aktivitet',
    help: 'En afslutningsaktivitet af måltypen = faktor × afslutningsaktiviteten af kildetypen, f.eks. 12,5 % feriegodtgørelse af en udbetaling.',
    color: 'lime',
  },
};

export const ruleKindOptions = PAY_RULE_KINDS.map((kind) => ({ value: kind, label: ruleKinds[kind].label }));

/** Kinds that post into the rule's own pay account; mean activity and norm periods name their accounts themselves. */
export function postsToOwnAccount(kind: PayRuleKind): boolean {
  return kind !== 'meanActivity' && kind !== 'periodActivity';
}

/** Names the server knows for a special date, besides MM-DD (DOMAIN.md section 1). */
export const namedDays = [
  'nytårsdag',
  'skærtorsdag',
  'langfredag',
  'påskedag',
  '2. påskedag',
  'store bededag',
  'kristi himmelfartsdag',
  'pinsedag',
  '2. pinsedag',
  '1. maj',
  'grundlovsdag',
  'juleaften',
  'juledag',
  '2. juledag',
  'nytårsaften',
] as const;
