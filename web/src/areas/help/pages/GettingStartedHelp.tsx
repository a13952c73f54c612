import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { HelpArticle } from '../HelpArticle.tsx';

export function GettingStartedHelp() {
  return (
    <HelpArticle
      self={paths.help}
      title="Kom godt i gang med Kaj"
      lead="Kaj planlægger og følger op på arbejdstid for besætninger: hvem der har vagt hvornår, hvad der faktisk blev arbejdet, hvordan det bliver til saldi og tillæg, og hvad der skal sendes til lønsystemet, når måneden er lukket."
    >
      <h3>Sådan hænger det sammen</h3>
      <p>
        Arbejdet i Kaj følger måneden. Planlæggeren lægger <strong>vagter</strong> ud fra <strong>vagtkoder</strong> på
        medarbejdernes ansættelser. Hver planlagt vagt bliver samtidig til en eller flere <strong>realiserede vagter</strong>, som
        beskriver det, der faktisk skete; de rettes, når virkeligheden afviger fra planen. En godkender godkender de realiserede
        vagter, og ud fra dem og medarbejderens <strong>overenskomst</strong> beregner Kaj saldi og tillæg på
        <strong> lønkonti</strong>. Til sidst <strong>lukkes</strong> måneden for hver ansættelse, og værdierne eksporteres til
        lønsystemet (Lessor).
      </p>
      <p>
        Alle tider er dansk tid. En vagt varer den tid, der faktisk går: en nattevagt fra 22:00 til 06:00 er 9 timer den nat,
        hvor vi går fra sommertid til vintertid, og 7 timer den nat, hvor vi går den anden vej.
      </p>

      <h3>Menuen og dine roller</h3>
      <p>
        Menuen øverst viser kun det, din bruger har adgang til. Hvad du har adgang til, afhænger af dine roller, som du kan se på{' '}
        <Link to={paths.home}>forsiden</Link>. En bruger kan have flere roller.
      </p>
      <dl>
        <dt>Administrator</dt>
        <dd>Har adgang til alt, også brugere, overenskomster, lønkontoregler, eksport og logs.</dd>
        <dt>Planlægger</dt>
        <dd>
          Planlægger vagter for medarbejderne i sine afdelinger, vedligeholder medarbejdere, ansættelser og vagtkoder, låser
          lukninger og laver eksport for sine eksportpakker. Godkender ikke.
        </dd>
        <dt>Godkender med planlægningsret</dt>
        <dd>Kan alt, hvad en planlægger kan, og kan desuden godkende og afvise vagter.</dd>
        <dt>Godkender</dt>
        <dd>Ser planlægningen i sine afdelinger, godkender eller afviser realiserede vagter og underskriver hviletidsskemaer.</dd>
        <dt>Skib</dt>
        <dd>Skibets eget login: ser skibets planlægning og besætningslister, underskriver hviletidsskemaer som autoriseret person.</dd>
        <dt>Medarbejder</dt>
        <dd>Ser sine egne vagter, saldi og hviletidsskemaer og kan ønske fravær.</dd>
      </dl>
      <p>En bruger uden roller kan logge ind, se forsiden og skifte password, men ikke andet.</p>

      <h3>Login og password</h3>
      <p>
        Du logger ind med din email og dit password. Har du glemt dit password, så vælg <em>Glemt password?</em> på
        login-siden. Du får en mail med et link, hvor du vælger et nyt. Et password skal være 6–40 tegn og indeholde både store
        og små bogstaver samt tal. Er du logget ind, kan du skifte password fra forsiden.
      </p>
      <p>
        Af sikkerhedshensyn udløber et login efter en tid. Bruger du Kaj, forlænges det af sig selv; ellers bliver du sendt til
        login-siden og kommer tilbage til den side, du var på, når du har logget ind igen.
      </p>

      <h3>Ordliste</h3>
      <dl>
        <dt>Vagt</dt>
        <dd>En arbejdsperiode for en medarbejder på en bestemt dato, fx en dagvagt 06:00–14:00.</dd>
        <dt>Vagtkode</dt>
        <dd>En skabelon for en vagt, fx D1 eller N2, med tider, betalt tid, farve og egenskaber.</dd>
        <dt>Planlagt vagt</dt>
        <dd>En vagtkode lagt på en ansættelse og en dato: planen.</dd>
        <dt>Realiseret vagt</dt>
        <dd>Det, der faktisk skete. Løn og saldi beregnes kun ud fra realiserede vagter.</dd>
        <dt>Egenskab</dt>
        <dd>
          En klassifikation fra ét fælles træ: afdeling eller skib, stilling, budget, fravær, vagttype, tillæg. Egenskaber sidder på
          ansættelser, vagtkoder og realiserede vagter.
        </dd>
        <dt>Overenskomst</dt>
        <dd>Reglerne for, hvordan arbejdstid bliver til løn, tillæg og saldi. Overenskomster arver regler fra hinanden.</dd>
        <dt>Lønkonto</dt>
        <dd>En konto, som reglerne bogfører på, fx Afspadsering, Ferie, Overtid 50 % eller Nattillæg.</dd>
        <dt>Normperiode</dt>
        <dd>En periode, hvor medarbejderen skal nå et bestemt antal timer i gennemsnit pr. uge.</dd>
        <dt>Lukning</dt>
        <dd>En ansættelses måned, gjort op og låst, så saldi og eksportværdier ikke længere ændrer sig.</dd>
        <dt>Hviletid</dt>
        <dd>Den tid, der ikke er arbejde. For søfarende gælder mindst 10 timers hvile i ethvert døgn og 77 timer i enhver uge.</dd>
        <dt>Eksportpakke</dt>
        <dd>En gruppe medarbejdere, der lønnes sammen og eksporteres til Lessor samtidig, fx Søfolk eller Land.</dd>
      </dl>
    </HelpArticle>
  );
}
