import { paths } from '../../../app/paths.ts';
import { HelpArticle } from '../HelpArticle.tsx';

export function WatchCodesHelp() {
  return (
    <HelpArticle
      self={paths.helpWatchCodes}
      title="Vagtkoder"
      lead="En vagtkode er skabelonen for en vagt: en kort kode som D1, N2 eller FE med tider, betalt tid, farve og egenskaber. Planlæggeren lægger vagtkoder ud i planen, og Kaj laver de realiserede vagter ud fra dem."
    >
      <h3>Kode, farve og beskrivelse</h3>
      <p>
        Koden er det, der står i planen, og den skal være entydig blandt de aktive vagtkoder. Farven gør planen let at læse – brug
        fx samme farve til alle nattevagter og en tydelig farve til fravær. Beskrivelsen forklarer koden for dem, der ikke kender
        den.
      </p>

      <h3>Detaljer: tider, betalt tid og egenskaber</h3>
      <p>
        En vagtkode har en eller flere <strong>detaljer</strong>. En detalje har et starttidspunkt og et sluttidspunkt; ligger
        sluttidspunktet på eller før starttidspunktet, slutter vagten næste dag. <strong>Betalt tid</strong> er som udgangspunkt
        hele tidsrummet, men kan være mindre, fx når der er en ulønnet pause.
      </p>
      <table>
        <thead>
          <tr>
            <th>Kode</th>
            <th>Tid</th>
            <th>Betalt tid</th>
            <th>Bemærkning</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>D1</td>
            <td>06:00–14:00</td>
            <td>7,5 timer</td>
            <td>½ times ulønnet pause</td>
          </tr>
          <tr>
            <td>N2</td>
            <td>22:00–06:00</td>
            <td>8 timer</td>
            <td>Slutter næste dag; 7 eller 9 timer de nætter, hvor vi skifter til og fra sommertid</td>
          </tr>
          <tr>
            <td>FE</td>
            <td>08:00–15:24</td>
            <td>7,4 timer</td>
            <td>Med egenskaben Ferie</td>
          </tr>
        </tbody>
      </table>
      <p>
        Detaljerne kan have <strong>egenskaber</strong>, fx Sejlads, Ferie, Syg eller Kursus, og nogle egenskaber kan have en
        værdi, fx Tillæg 250 kr. eller Overtid 2,5 timer. Overenskomstens lønkontoregler bruger egenskaberne til at afgøre, hvad
        vagten giver: et kursus kan fx tælle som arbejdstid uden at give sejladstillæg.
      </p>

      <h3>Flerdagsture</h3>
      <p>
        Med <strong>undervagter</strong> med en dagforskydning kan én kode dække flere dage, fx en tur på 7 dage om bord. Når
        koden lægges ud på turens første dag, laver Kaj de realiserede vagter for alle turens dage.
      </p>

      <h3>Paletter</h3>
      <p>
        Vagtkoder hører til en planlæggers palet eller er fælles. Du kan se andre planlæggeres paletter og bruge deres koder, når
        du fx hjælper en kollega med en afdeling. Sortgruppen bestemmer, hvor koden står i paletten.
      </p>

      <h3>Deaktivér frem for at slette</h3>
      <p>
        En vagtkode, der er brugt i en vagt, kan ikke slettes, fordi historikken skal kunne genskabes. Deaktivér den i stedet: den
        forsvinder fra paletten, men gamle vagter beholder den. Angiv gerne en <strong>erstatningskode</strong>, så planlæggerne
        får den nye kode foreslået. Når en kode er deaktiveret, kan en ny aktiv kode bruge den samme kode.
      </p>
    </HelpArticle>
  );
}
