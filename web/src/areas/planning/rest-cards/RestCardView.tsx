import { Fragment } from 'react';
import { Tag, Tooltip, Typography } from 'antd';
import type { RestCardDto } from '@kaj/contract';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { HALF_HOURS, restHalfHours, restPeriodsText } from './rest-hours.ts';
import './rest-card.css';

const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface Props {
  card: RestCardDto;
  /** The paper copy: breaches as text with their windows, no tooltips, not announced twice. */
  printed?: boolean;
}

type Breach = RestCardDto['days'][number]['breaches'][number];

/** "9.6. 22:01 – 10.6. 22:01": the window in which the rule is broken, on the Copenhagen clock the server sends. */
export function breachWindow(breach: Breach): string {
  const at = (iso: string) => `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}. ${iso.slice(11, 16)}`;
  return `${at(breach.from)} – ${at(breach.to)}`;
}

/**
 * The monthly record of hours of rest laid out as the ILO/IMO model and the Danish Maritime Authority's
 * hviletidsskema: the seafarer and ship above, a row per day with the 24 hours as half-hour cells (rest
 * shaded), the rest periods, the hours of rest and any breach, and the declaration with both signatures.
 */
export function RestCardView({ card, printed = false }: Props) {
  const totalRest = card.days.reduce((sum, day) => sum + day.restHours, 0);
  const breachCount = card.days.reduce((sum, day) => sum + day.breaches.length, 0);
  return (
    <article className="rest-card" aria-label={printed ? undefined : `Hviletidsskema for ${card.employeeName}, ${MONTHS[card.month - 1]} ${card.year}`}>
      <header className="rest-card-heading">
        <Typography.Title level={4} style={{ margin: 0 }}>
          Registrering af hviletid — {MONTHS[card.month - 1]} {card.year}
        </Typography.Title>
        <dl className="rest-card-facts">
          <Fact label="Navn" value={card.employeeName} />
          <Fact label="Fødselsdato" value={card.birthDate ? formatDate(card.birthDate) : '—'} />
          <Fact label="Stilling" value={card.position ?? '—'} />
          <Fact label="Vagtgående" value={card.watchkeeper ? 'Ja' : 'Nej'} />
          <Fact label="Skib" value={card.ship ?? '—'} />
          <Fact label="Overenskomst" value={card.stcwException ? `${card.agreement} (STCW-undtagelse, A-VIII/1 §9)` : card.agreement} />
        </dl>
      </header>
      <table className="rest-card-table">
        <colgroup>
          <col className="rest-col-date" />
          {Array.from({ length: HALF_HOURS }, (_, index) => (
            <col key={index} />
          ))}
          <col className="rest-col-periods" />
          <col className="rest-col-total" />
          <col className="rest-col-notes" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Dato
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" colSpan={2} className="rest-hour-head">
                {String(hour).padStart(2, '0')}
              </th>
            ))}
            <th scope="col" rowSpan={2}>
              Hvileperioder
            </th>
            <th scope="col" rowSpan={2}>
              Hvile (timer)
            </th>
            <th scope="col" rowSpan={2}>
              Brud og bemærkninger
            </th>
          </tr>
          <tr aria-hidden="true">
            {HOURS.map((hour) => (
              <Fragment key={hour}>
                <th className="rest-half-head" />
                <th className="rest-half-head" />
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {card.days.map((day) => {
            const cells = restHalfHours(day);
            return (
              <tr key={day.restDate} className={day.breaches.length ? 'rest-day rest-day--breach' : 'rest-day'}>
                <th scope="row">
                  {Number(day.restDate.slice(8, 10))}.{day.enteredByHand && <span title="Indtastet i hånden">✎</span>}
                </th>
                {cells.map((rest, index) => (
                  <td key={index} className={rest ? 'rest-cell rest-cell--rest' : 'rest-cell'} aria-hidden="true" />
                ))}
                <td className="rest-periods" title={restPeriodsText(day)}>{restPeriodsText(day) || '—'}</td>
                <td className="rest-total">{formatNumber(day.restHours, 1)}</td>
                <td className="rest-notes">
                  {day.breaches.map((breach) =>
                    printed ? (
                      <span key={`${breach.rule}${breach.from}`} className="rest-breach-text">
                        {breach.text} ({breachWindow(breach)})
                      </span>
                    ) : (
                      <Tooltip key={`${breach.rule}${breach.from}`} title={`Vinduet: ${breachWindow(breach)}`}>
                        <Tag color="red" className="rest-breach">
                          {breach.text}
                          <span className="rest-breach-window"> · {breachWindow(breach)}</span>
                        </Tag>
                      </Tooltip>
                    ),
                  )}
                  {day.approvalLevel && <span className="rest-approved">Godkendt ({day.approvalLevel})</span>}
                  {day.comment && <span className="rest-comment">{day.comment}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={HALF_HOURS + 2}>
              Hvile i alt i måneden
            </th>
            <td className="rest-total">{formatNumber(totalRest, 1)}</td>
            <td className="rest-notes">{breachCount === 0 ? 'Ingen brud' : `${breachCount} brud`}</td>
          </tr>
        </tfoot>
      </table>
      <footer className="rest-card-declaration">
        <p>Jeg bekræfter, at denne registrering af arbejds- og hviletid er korrekt.</p>
        <div className="rest-signatures">
          <Signature label="Søfarende" date={card.employeeSignDate} />
          <Signature
            label="Skibsfører eller bemyndiget person"
            date={card.authorizedSignDate}
            by={card.authorizedSignedBy ? [card.authorizedSignedBy, card.authorizedSignerRank].filter(Boolean).join(', ') : null}
          />
        </div>
      </footer>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Signature({ label, date, by }: { label: string; date: string | null; by?: string | null }) {
  return (
    <div className="rest-signature">
      <span className="rest-signature-line">{date ? `Underskrevet ${formatDate(date)}${by ? ` af ${by}` : ''}` : 'Ikke underskrevet'}</span>
      <span className="rest-signature-label">{label}</span>
    </div>
  );
}
