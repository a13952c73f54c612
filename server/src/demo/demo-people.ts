/** The crew of the demo company: two ferries, each with deck, engine and cafeteria. */
export interface DemoEmployee {
  firstName: string;
  lastName: string;
  ship: 'Havørnen' | 'Søløven';
  department: 'Dæk' | 'Maskine' | 'Cafeteria';
  position: string;
  agreement: 'SOF' | 'MEN' | 'MEN-DIS' | 'CAT';
  startDate: string;
  birthDate: string;
}

const crew = (
  ship: DemoEmployee['ship'],
  rows: [string, string, DemoEmployee['department'], string, DemoEmployee['agreement'], string, string][],
): DemoEmployee[] =>
  rows.map(([firstName, lastName, department, position, agreement, startDate, birthDate]) => ({
    firstName,
    lastName,
    ship,
    department,
    position,
    agreement,
    startDate,
    birthDate,
  }));

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  ...crew('Havørnen', [
    ['Lars', 'Mikkelsen', 'Dæk', 'Kaptajn', 'SOF', '2012-04-01', '1968-03-14'],
    ['Henrik', 'Dalsgaard', 'Dæk', 'Overstyrmand', 'SOF', '2015-08-01', '1975-11-02'],
    ['Camilla', 'Bech', 'Dæk', 'Styrmand', 'SOF', '2019-02-01', '1988-06-21'],
    ['Jonas', 'Friis', 'Dæk', 'Styrmand', 'SOF', '2021-05-01', '1992-01-09'],
    ['Morten', 'Kjær', 'Dæk', 'Matros', 'MEN', '2010-03-01', '1971-09-30'],
    ['Rasmus', 'Holm', 'Dæk', 'Matros', 'MEN', '2016-06-01', '1985-12-12'],
    ['Sofie', 'Lund', 'Dæk', 'Matros', 'MEN', '2020-01-01', '1994-04-04'],
    ['Mads', 'Thygesen', 'Dæk', 'Letmatros', 'MEN', '2023-09-01', '2003-07-18'],
    ['Peter', 'Vestergaard', 'Maskine', 'Maskinchef', 'SOF', '2011-01-01', '1966-02-25'],
    ['Anders', 'Bak', 'Maskine', 'Maskinmester', 'SOF', '2017-10-01', '1983-05-05'],
    ['Kasper', 'Nørgaard', 'Maskine', 'Motormand', 'MEN', '2018-04-01', '1990-10-10'],
    ['Thomas', 'Søndergaard', 'Maskine', 'Motormand', 'MEN-DIS', '2022-03-01', '1987-08-08'],
    ['Hanne', 'Poulsen', 'Cafeteria', 'Hovmester', 'CAT', '2013-05-01', '1972-12-01'],
    ['Mette', 'Kristiansen', 'Cafeteria', 'Kok', 'CAT', '2018-09-01', '1986-03-03'],
    ['Line', 'Andersen', 'Cafeteria', 'Cafeteriaassistent', 'CAT', '2021-06-01', '1998-11-11'],
    ['Emil', 'Jakobsen', 'Cafeteria', 'Cafeteriaassistent', 'CAT', '2024-04-01', '2004-02-29'],
    ['Nanna', 'Skov', 'Cafeteria', 'Cafeteriaassistent', 'CAT', '2025-05-01', '2001-06-15'],
    ['Ole', 'Christensen', 'Dæk', 'Matros', 'MEN-DIS', '2014-02-01', '1969-01-20'],
    ['Birgitte', 'Hansen', 'Cafeteria', 'Kok', 'CAT', '2016-03-01', '1979-07-07'],
    ['Frederik', 'Møller', 'Maskine', 'Maskinmester', 'SOF', '2020-08-01', '1991-09-19'],
  ]),
  ...crew('Søløven', [
    ['Jens', 'Rasmussen', 'Dæk', 'Kaptajn', 'SOF', '2009-06-01', '1964-10-05'],
    ['Karina', 'Olesen', 'Dæk', 'Overstyrmand', 'SOF', '2014-01-01', '1978-04-17'],
    ['Niels', 'Pedersen', 'Dæk', 'Styrmand', 'SOF', '2018-11-01', '1984-08-24'],
    ['Simon', 'Laursen', 'Dæk', 'Styrmand', 'SOF', '2022-02-01', '1995-12-30'],
    ['Bo', 'Jensen', 'Dæk', 'Matros', 'MEN', '2008-05-01', '1967-06-06'],
    ['Kim', 'Larsen', 'Dæk', 'Matros', 'MEN', '2015-07-01', '1982-02-14'],
    ['Julie', 'Winther', 'Dæk', 'Matros', 'MEN-DIS', '2021-03-01', '1996-09-09'],
    ['Oliver', 'Dam', 'Dæk', 'Letmatros', 'MEN', '2024-08-01', '2005-01-01'],
    ['Søren', 'Madsen', 'Maskine', 'Maskinchef', 'SOF', '2010-09-01', '1965-05-22'],
    ['Michael', 'Iversen', 'Maskine', 'Maskinmester', 'SOF', '2016-12-01', '1980-03-28'],
    ['Jesper', 'Berg', 'Maskine', 'Motormand', 'MEN', '2019-05-01', '1989-11-23'],
    ['Torben', 'Frandsen', 'Maskine', 'Motormand', 'MEN', '2012-10-01', '1970-07-31'],
    ['Lene', 'Mortensen', 'Cafeteria', 'Hovmester', 'CAT', '2011-04-01', '1973-08-16'],
    ['Anne', 'Johansen', 'Cafeteria', 'Kok', 'CAT', '2017-02-01', '1985-01-27'],
    ['Ida', 'Kristensen', 'Cafeteria', 'Cafeteriaassistent', 'CAT', '2022-06-01', '1999-05-12'],
    ['Lucas', 'Schmidt', 'Cafeteria', 'Cafeteriaassistent', 'CAT', '2023-05-01', '2002-10-03'],
    ['Freja', 'Nielsen', 'Cafeteria', 'Cafeteriaassistent', 'CAT', '2025-04-01', '2006-03-21'],
    ['Per', 'Thomsen', 'Dæk', 'Matros', 'MEN', '2013-08-01', '1976-12-24'],
    ['Marianne', 'Eriksen', 'Cafeteria', 'Kok', 'CAT', '2019-10-01', '1981-04-30'],
    ['Christian', 'Bruun', 'Maskine', 'Maskinmester', 'SOF', '2021-01-01', '1993-02-02'],
  ]),
];
