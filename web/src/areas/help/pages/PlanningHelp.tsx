import { paths } from '../../../app/paths.ts';
import { HelpArticle } from '../HelpArticle.tsx';

export function PlanningHelp() {
  return (
    <HelpArticle
      self={paths.helpPlanning}
      title="Planlægning"
      lead="Planlægningen er vagtplanen: en række pr. ansættelse og en kolonne pr. dag for den afdeling og måned, du vælger. Her lægges vagter, rettes realiserede vagter, godkendes, følges normperioder og hviletid og lukkes måneder."
    >
      <h3>Planlagte og realiserede vagter</h3>
      <p>
        Du planlægger ved at lægge en vagtkode på en medarbejders ansættelse og en dato. Den <strong>planlagte vagt</strong> skaber
        med det samme de <strong>realiserede vagter</strong> – én for hver detalje i vagtkoden og for hver dag, en flerdagstur
        dækker – med samme tider som planen. De realiserede vagter beskriver det, der faktisk skete. Er en vagt gået anderledes,
        retter du den realiserede vagts tider, tilføjer egenskaber (fx Syg, Kursus eller Overtid 2,5 timer), lægger en ekstra
        realiseret vagt uden plan eller aflyser den. En aflyst vagt gemmes som historik.
      </p>
      <p>
        <strong>Betalt tid</strong> følger tiderne: vagtens faktiske længde (en nattevagt over skiftet til sommer- eller vintertid
        varer en time mindre eller mere) minus vagtkodens ubetalte pause. Vinduet viser den, mens du skriver tiderne. Skriver du
        selv en betalt tid, beholdes den, også når tiderne ændres, og vagten mærkes „Betalt tid sat manuelt“; med „Brug beregnet
        tid“ følger den igen tiderne.
      </p>
      <p>
        Løn, tillæg og saldi beregnes kun ud fra de realiserede vagter. Planen viser, hvad der var meningen; de realiserede vagter
        er det, medarbejderen får løn for.
      </p>

      <h3>Flyt og kopier</h3>
      <p>
        En planlagt vagt kan flyttes til en anden dato eller ansættelse; dens realiserede vagter følger med, så længe de ikke er
        rettet. Realiserede vagter kan kopieres eller flyttes enkeltvis eller flere ad gangen via udklipsholderen, og de beholder
        deres tider og egenskaber.
      </p>
      <p>
        Vagter kan ikke lægges, flyttes eller rettes i en låst måned, på en dag med et underskrevet hviletidsskema eller på en
        godkendt vagt – fjern først godkendelsen. En vagt uden for ansættelsens start- og slutdato afvises også.
      </p>
      <p>
        Beskeden <em>„Vagten er ændret af en anden. Indlæs siden igen.“</em> betyder, at en kollega har rettet den samme vagt,
        efter du hentede siden. Indlæs siden, så du ser den nyeste udgave, og ret igen.
      </p>

      <h3>Kladder</h3>
      <p>
        Vil du prøve en ny plan af uden at ændre den gældende, kan du lave en kladde af en medarbejder. Kladden er en kopi med
        ansættelser og planlagte vagter, som du kan planlægge frit i. Når planen er på plads, synkroniserer du perioden fra
        kladden til den rigtige medarbejder (eller omvendt). En kladde indgår aldrig i lukninger, eksport eller medarbejderens
        egne visninger.
      </p>

      <h3>Bemanding</h3>
      <p>
        Under afdelingens rækker står behovslinjen: for hver linje i skibets bemandingskrav (Administration › Bemanding) hvor
        mange af stillingsgruppen der er planlagt om bord hver dag mod hvor mange der kræves, fx <em>1/2</em>. En dag, der
        mangler folk, er rød, og holder du musen over den, står det, der mangler („Mangler 1 Dæksofficerer (D1)“). Ferie,
        sygdom, kursus og andre koder, der ikke er markeret om bord, tæller ikke. Linjen følger med, når du lægger vagter, og
        rapporten Manglende bemanding samler månedens mangler for et skib.
      </p>

      <h3>Godkendelse</h3>
      <p>
        En godkender godkender eller afviser de realiserede vagter for valgte ansættelser i et tidsrum, eventuelt med en
        kommentar. Godkendelsen viser hvem, hvornår og på hvilket niveau (fx Skib eller Rederi). En afvist vagt sendes tilbage
        med kommentaren, så planlæggeren kan rette den. En godkendt vagt kan ikke ændres, før godkendelsen er fjernet – for én
        vagt ad gangen eller for hele godkendelsen.
      </p>

      <h3>Normperioder og saldi</h3>
      <p>
        En <strong>normperiode</strong> er en periode på et antal måneder eller uger, hvor medarbejderen skal nå et mål af timer pr.
        uge. Klik på en rækkes timer yderst til højre, eller markér dage på flere rækker og vælg <strong>Normperioder</strong>, så
        åbner normvinduet. Her starter du en normperiode på en dato for rækken eller alle de markerede rækker – længde, mål og
        maksimum følger overenskomstens regel, og en løbende periode slutter dagen før – og du afslutter eller sletter den. For
        hver periode vises målet, minimum og maksimum, tidstab ved fravær, de timer der er nået indtil nu og saldoen, og måned
        for måned. Rækkens timer markeres med <strong>!</strong>, når medarbejderen er over målet, og med <strong>‼</strong>
        over maksimum. Ved periodens afslutning flyttes et overskud efter overenskomstens regel, fx til Afspadsering. En
        normperiode, som en låst måned har brugt, kan ikke slettes.
      </p>
      <p>
        Saldi vises pr. lønkonto. En saldo bruges af efter princippet først ind, først ud, og det, der er tilbage ved
        udløbsdatoen, flyttes til en anden konto eller udløber. Vælg lønkonti som kolonner i planen, og klik på en saldo for at
        se dens posteringer; udløbsdatoen for en saldo kan ændres der. Samme vindue viser <strong>kontraktsaldoen</strong>
        (timerne mod den gennemsnitlige arbejdstid i perioden), som en planlægger kan rette med et antal timer og en kommentar.
      </p>

      <h3>Hviletid</h3>
      <p>For søfarende kontrollerer Kaj hviletiden efter STCW og MLC, allerede mens du planlægger:</p>
      <ul>
        <li>mindst 10 timers hvile i enhver periode på 24 timer og mindst 77 timer i enhver periode på 7 dage (glidende perioder, ikke fra midnat til midnat),</li>
        <li>hvilen må højst deles i to perioder, hvoraf den ene er mindst 6 timer,</li>
        <li>der må højst være 14 timer mellem to hvileperioder,</li>
        <li>en pause under en time tæller ikke som hvile.</li>
      </ul>
      <p>
        Et brud vises som en advarsel med reglen og tidsrummet; du kan godt planlægge alligevel. Det månedlige{' '}
        <strong>hviletidsskema</strong> følger Søfartsstyrelsens skema og underskrives først af den søfarende og derefter af
        skibsføreren eller en autoriseret person. En måned med underskrevet skema kan ikke ændres.
      </p>

      <h3>Lukning af måneden</h3>
      <p>
        En <strong>lukning</strong> er én ansættelses måned. Den viser pr. lønkonto den indgående saldo, månedens bevægelser,
        udbetalinger og udløb og den udgående saldo, samt de værdier der skal eksporteres. En måned, der ikke er låst, beregnes
        hver gang den vises.
      </p>
      <p>
        Når måneden er kontrolleret, kan den valideres og låses med en kommentar. Låsning kræver, at den forrige måned er låst,
        og – hvor der bruges godkendelse – at alle månedens realiserede vagter er godkendt. En låst måned kan låses op igen, så
        længe ingen senere måned er låst, og den ikke er med i en Lessor-eksport.
      </p>
    </HelpArticle>
  );
}
