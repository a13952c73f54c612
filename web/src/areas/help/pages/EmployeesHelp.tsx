import { paths } from '../../../app/paths.ts';
import { HelpArticle } from '../HelpArticle.tsx';

export function EmployeesHelp() {
  return (
    <HelpArticle
      self={paths.helpEmployees}
      title="Medarbejdere"
      lead="Under Administration → Medarbejdere vedligeholder du medarbejderne og deres ansættelser. Det er ansættelsen – ikke medarbejderen – der planlægges på, og som bestemmer afdeling, stilling og overenskomst."
    >
      <h3>Medarbejderen</h3>
      <p>
        En medarbejder har et <strong>medarbejdernummer</strong> (lønnummeret i Lessor), navn, initialer, telefon og email. Til
        medarbejderen hører også pårørende, adresser og eventuelle biler til kørselsregistrering. Uden medarbejdernummer kan
        medarbejderen ikke komme med i en eksport til Lessor; eksporten stopper og nævner medarbejderen, så husk nummeret, når du
        opretter en ny.
      </p>

      <h3>Ansættelser</h3>
      <p>
        En medarbejder har en eller flere <strong>ansættelser</strong> over tid. En ansættelse har en startdato, en eventuel
        slutdato, en overenskomst og egenskaber som afdeling (fx skibet og Dæk, Maskine eller Cafeteria) og stilling. Vagter kan
        kun ligge inden for ansættelsens periode, så når en medarbejder stopper, sætter du slutdatoen på ansættelsen.
      </p>
      <p>
        Skifter en medarbejder overenskomst eller stilling, afslutter du den gamle ansættelse og opretter en ny; så er historikken
        korrekt for de måneder, der allerede er lukket. To ansættelser for samme medarbejder må kun overlappe, hvis den ene er
        markeret som <strong>sekundær</strong>, fx et ekstra job ved siden af det faste. Beregningsrækkefølgen bestemmer, hvilken
        ansættelse der beregnes først, og en ansættelse kan skjules i planen, medmindre man beder om at se den.
      </p>

      <h3>Kladder</h3>
      <p>
        En <strong>kladde</strong> er en kopi af en medarbejder med ansættelser og planlagte vagter, som planlæggeren kan arbejde
        frit i uden at røre den gældende plan. Når kladden er klar, synkroniseres en periode fra kladden til medarbejderen (eller
        omvendt). Kladder kommer aldrig med i lukninger, eksport eller medarbejderens egne visninger.
      </p>

      <h3>Eksportpakker</h3>
      <p>
        En <strong>eksportpakke</strong> er en gruppe medarbejdere, der lønnes sammen, fx Søfolk, Land eller Timelønnede. Hver
        medarbejder kan højst være i én pakke. Eksporten til Lessor laves pakke for pakke, og planlæggere kan kun eksportere de
        pakker, de har ansvaret for.
      </p>

      <h3>Medarbejdere og brugere</h3>
      <p>
        En <strong>bruger</strong> er den, der logger ind; en medarbejder er den, der planlægges. En bruger kan kobles til en
        medarbejder, så medarbejderen kan se sine egne vagter, saldi og hviletidsskemaer. Brugere og roller administreres under
        Administration → Brugere, som kun administratorer har adgang til.
      </p>
    </HelpArticle>
  );
}
