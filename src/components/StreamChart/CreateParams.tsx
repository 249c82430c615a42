import MDXComponents from '@theme/MDXComponents';
import type {ComponentProps, ReactNode} from 'react';
import {createCall} from './create-params';
import type {ChartModel} from './shapes';
import CodeSnippet from './CodeSnippet';
import styles from './styles.module.css';

/**
 * The create call behind a chart: the function, every argument in a table, and the call as Solidity and as viem
 * code (each with a copy button, highlighted when opened). Rendered in the static HTML; follows the sliders. The
 * table is an island (../Island, through the site's table wrapper): hydrated when it nears the viewport, or at once
 * when the sliders change the model.
 */
const Table = MDXComponents.table as (props: ComponentProps<'table'> & {wakeOn?: unknown}) => ReactNode;

export default function CreateParams({model}: {model: ChartModel}): ReactNode {
  const call = createCall(model.create, model.shape);
  return (
    <div className={styles.create} data-create-params={call.functionName} data-create-shape={model.shape}>
      <p className={styles.createTitle}>
        Create this stream with <code>{call.contract}</code> {call.release}: <code>{call.functionName}</code>
      </p>
      {/* The site's table wrapper: a keyboard-reachable, named region only when the table overflows. */}
      <Table className={styles.createTable} wakeOn={model}>
        <caption className="visually-hidden">
          Arguments of {call.functionName} for {model.title}
        </caption>
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
      </Table>
      <CodeSnippet summary="Solidity" language="solidity" code={call.solidity} />
      <CodeSnippet summary="viem (TypeScript)" language="ts" code={call.viem} />
    </div>
  );
}
