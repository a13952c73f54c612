import { paths } from '../../../app/paths.ts';
import { HelpArticle } from '../HelpArticle.tsx';

export function AgreementHelp() {
  return (
    <HelpArticle
      self={paths.helpAgreement}
      title="Overenskomster"
      lead="En overenskomst samler reglerne for, hvordan de realiserede vagter bliver til tillæg, saldi og lønarter. Hver ansættelse har én overenskomst."
    >
      <h3>Overenskomsttræet</h3>
      <p>
        Overenskomster danner et træ. En underordnet overenskomst <strong>arver</strong> alle regler fra dem over sig og tilføjer
        sine egne, så de fælles regler kun skal vedligeholdes ét sted. En regel kan også <strong>overskrive</strong> en arvet
        regel – fx når styrmænd har en anden sats for nattillæg end resten af besætningen. Arvede regler vises, men rettes i den
        overenskomst, de kommer fra. For hver regel kan der angives en start- og slutdato, så en ny sats kan gælde fra en bestemt
        dag uden at ændre de tidligere måneder.
      </p>

      <h3>Lønkonti</h3>
      <p>
        Reglerne bogfører på <strong>lønkonti</strong>, fx Afspadsering, Ferie, 6. ferieuge, Overtid 50 %, Aftentillæg,
        Nattillæg, Weekendtillæg, Helligdagstillæg og Normtimer. En lønkonto tæller i timer, dage, kroner eller antal, og den har
        enten en <strong>saldo</strong>, der føres videre fra måned til måned, eller er et <strong>flow</strong>, der starter
        forfra hver måned. En saldo hører til et saldoår – ferieåret starter fx i september – og kan have en udløbsdato; det, der
        er tilbage ved udløb, flyttes til en anden konto eller udløber.
      </p>

      <h3>Lønkontoregler</h3>
      <p>De vigtigste slags regler er:</p>
      <dl>
        <dt>Timeopsparing</dt>
        <dd>Hver realiseret vagt giver timer gange en faktor, fx afspadsering.</dd>
        <dt>Månedsopsparing</dt>
        <dd>Hver måned giver et fast antal, fx 2,08 feriedage, eventuelt forholdsmæssigt efter ansættelsens dage i måneden.</dd>
        <dt>Enkelt egenskab</dt>
        <dd>Vagter med en bestemt egenskab (og uden andre) giver timer gange en faktor eller et fast beløb, fx sejladstillæg.</dd>
        <dt>Periode</dt>
        <dd>
          Timer inden for et tidsrum på bestemte dage giver et tillæg, fx aftentillæg 17–23 på hverdage eller
          weekend- og helligdagstillæg.
        </dd>
        <dt>Særlig dag</dt>
        <dd>Timer på en bestemt dato giver et tillæg, fx grundlovsdag, juleaften eller nytårsaften, som ikke er helligdage.</dd>
        <dt>Normperiode</dt>
        <dd>Måler timerne i en periode mod et mål pr. uge og flytter overskuddet, fx til afspadsering, når perioden slutter.</dd>
        <dt>Kontant udbetaling</dt>
        <dd>Udbetaler en positiv saldo ved lukningen, hver måned eller i en bestemt måned.</dd>
      </dl>
      <p>
        Reglerne kører i <strong>beregningsrækkefølge</strong>, så en regel, der læser en saldo, ser bogføringerne fra reglerne
        før den. Hver bogføring kan afrundes til et antal decimaler. Hver bogføring kan forklares: i medarbejderens saldo kan man
        se, hvilken regel og hvilken vagt den kommer fra.
      </p>

      <h3>Eksportkonti</h3>
      <p>
        En <strong>eksportkonto</strong> svarer til en lønart i Lessor (fx 0110). Den fortæller, hvilken lønkonto eller
        lukningsbevægelse der skal eksporteres, i timer eller dage og eventuelt fordelt pr. afdeling. Overenskomsten vælger,
        hvilke eksportkonti der gælder for dens ansatte.
      </p>

      <h3>Når en regel ændres</h3>
      <p>
        En ændret regel slår straks igennem i de måneder, der ikke er låst. Låste måneder ændres først, når de genberegnes, og
        forskellene logges. Værdier, der allerede er eksporteret til Lessor, ændres aldrig.
      </p>
    </HelpArticle>
  );
}
