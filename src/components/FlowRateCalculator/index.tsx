import {type ReactNode, useId, useMemo, useState} from 'react';
import {groupDigits, PERIODS, periodById, rateFor, tryRateFor, WORKED_EXAMPLES} from '../../lib/flowRate';
import styles from './styles.module.css';

/** Worked values as a static table: the whole answer without JavaScript, and the reference the tool starts from. */
function WorkedTable(): ReactNode {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="table-scroll" tabIndex={0} aria-label="Table (scrolls sideways)">
      <table className={styles.table}>
        <caption>Rates for common amounts, computed with the contract's integer math</caption>
        <thead>
          <tr>
            <th scope="col">Amount per period</th>
            <th scope="col">Decimals</th>
            <th scope="col">
              <code>ratePerSecond</code> (UD21x18)
            </th>
            <th scope="col">Paid per period</th>
            <th scope="col">Lost to rounding</th>
          </tr>
        </thead>
        <tbody>
          {WORKED_EXAMPLES.map((ex) => {
            const period = periodById(ex.period);
            const r = rateFor({amount: ex.amount, decimals: ex.decimals, periodSeconds: period.seconds});
            return (
              <tr key={`${ex.amount}-${ex.symbol}-${ex.period}`}>
                <td>
                  {groupDigits(ex.amount)} {ex.symbol} per {period.label}
                </td>
                <td>{ex.decimals}</td>
                <td>
                  <code>{r.ratePerSecond.toString()}</code>
                </td>
                <td>
                  {groupDigits(r.paidPerPeriod)} {ex.symbol}
                </td>
                <td>{r.shortfallUnits === 0n ? 'nothing' : `${r.shortfallUnits} base unit${r.shortfallUnits === 1n ? '' : 's'}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Flow rate-per-second calculator. The static HTML carries a table of worked values; once the page has
 * hydrated, a form below it computes the rate for any amount, token decimals and period (src/lib/flowRate.ts).
 * The form comes after the table so that its appearance moves nothing above it.
 */
export default function FlowRateCalculator(): ReactNode {
  const uid = useId();
  const [amount, setAmount] = useState('1000');
  const [decimals, setDecimals] = useState(6);
  const [periodId, setPeriodId] = useState('month');
  const [customSeconds, setCustomSeconds] = useState('2592000');

  const periodSeconds = useMemo(() => {
    if (periodId !== 'custom') return periodById(periodId).seconds;
    return /^\d+$/.test(customSeconds.trim()) ? BigInt(customSeconds.trim()) : 0n;
  }, [periodId, customSeconds]);
  const outcome = tryRateFor({amount, decimals, periodSeconds});
  const id = (name: string) => `${uid}-${name}`;

  return (
    <div className={styles.calculator} data-flow-rate-calculator>
      <WorkedTable />
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-labelledby={id('title')}>
        <p id={id('title')} className={styles.title}>
          Rate per second calculator
        </p>
        <div className={styles.fields}>
          <label htmlFor={id('amount')}>Amount per period (tokens)</label>
          <input
            id={id('amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            aria-describedby={id('result')}
          />
          <label htmlFor={id('decimals')}>Token decimals</label>
          <input
            id={id('decimals')}
            type="number"
            min={0}
            max={18}
            step={1}
            value={decimals}
            onChange={(e) => setDecimals(Number(e.currentTarget.value))}
          />
          <label htmlFor={id('period')}>Period</label>
          <select id={id('period')} value={periodId} onChange={(e) => setPeriodId(e.currentTarget.value)}>
            {PERIODS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label} ({groupDigits(p.seconds)} s)
              </option>
            ))}
            <option value="custom">custom, in seconds</option>
          </select>
          {periodId === 'custom' && (
            <>
              <label htmlFor={id('seconds')}>Period in seconds</label>
              <input
                id={id('seconds')}
                inputMode="numeric"
                autoComplete="off"
                value={customSeconds}
                onChange={(e) => setCustomSeconds(e.currentTarget.value)}
              />
            </>
          )}
        </div>
        {/* A status region rather than <output>: the result is a description list, and <output> holds phrasing content only. */}
        <div id={id('result')} role="status" className={styles.result} aria-live="polite">
          {outcome.ok ? (
            <dl>
              <dt>
                <code>ratePerSecond</code>
              </dt>
              <dd>
                <code>{outcome.result.ratePerSecond.toString()}</code>
              </dd>
              <dt>Tokens per second</dt>
              <dd>{outcome.result.ratePerSecondTokens}</dd>
              <dt>Paid per period at this rate</dt>
              <dd>
                {groupDigits(outcome.result.paidPerPeriod)}{' '}
                {outcome.result.shortfallUnits === 0n
                  ? '(exact)'
                  : `(${outcome.result.shortfallUnits} base unit${outcome.result.shortfallUnits === 1n ? '' : 's'} short, lost to rounding down)`}
              </dd>
            </dl>
          ) : (
            <span className={styles.error}>{outcome.error}</span>
          )}
        </div>
      </form>
    </div>
  );
}
