import CodeBlock from '@theme/CodeBlock';
import type {ReactNode} from 'react';
import {createCall} from '../../lib/createParams';
import type {ChartModel} from '../../lib/streamShapes';
import styles from './styles.module.css';

/**
 * The create call behind a chart: the function, every argument in a table, and the call as Solidity and as viem
 * code (each with the code block's copy button). Rendered in the static HTML; follows the sliders when they move.
 */
export default function CreateParams({model}: {model: ChartModel}): ReactNode {
  const call = createCall(model.create, model.shape);
  return (
    <div className={styles.create} data-create-params={call.functionName}>
      <p className={styles.createTitle}>
        Create this stream with <code>{call.contract}</code> {call.release}: <code>{call.functionName}</code>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="table-scroll" tabIndex={0} aria-label="Create parameters (scrolls sideways)">
        <table className={styles.createTable}>
          <thead>
            <tr>
              <th scope="col">Argument</th>
              <th scope="col">Type</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {call.rows.map((row) => (
              <tr key={row.name}>
                <td>
                  <code>{row.name}</code>
                </td>
                <td>
                  <code>{row.type}</code>
                </td>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <details className={styles.snippet}>
        <summary>Solidity</summary>
        <CodeBlock language="solidity">{call.solidity}</CodeBlock>
      </details>
      <details className={styles.snippet}>
        <summary>viem (TypeScript)</summary>
        <CodeBlock language="ts">{call.viem}</CodeBlock>
      </details>
    </div>
  );
}
