import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import type {CsvColumn, CsvTemplate} from '../../lib/protocol-data-types';
import styles from './styles.module.css';

interface Props {
  /**
   * Which templates to show: `airdrops` (EVM and Solana), `flow`, `lockup-duration`, `lockup-range`, or `columns`
   * for a reference table of every column used by any template.
   */
  group: 'airdrops' | 'flow' | 'lockup-duration' | 'lockup-range' | 'columns';
  /** Level of each template's heading. */
  headingLevel?: 3 | 4;
  /** Injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: CsvTemplate[];
}

function anchorOf(t: CsvTemplate): string {
  return `csv-${t.path
    .replace(/\.csv$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase()}`;
}

function ColumnReference({templates}: {templates: CsvTemplate[]}) {
  const columns = new Map<string, CsvColumn & {count: number}>();
  for (const t of templates) {
    for (const c of t.columns) {
      const seen = columns.get(c.name);
      if (seen) seen.count += 1;
      else columns.set(c.name, {...c, count: 1});
    }
  }
  return (
    <div className={styles.wrap}>
      <table className={styles.reference}>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Meaning and format</th>
            <th scope="col">Templates</th>
          </tr>
        </thead>
        <tbody>
          {[...columns.values()].map((c) => (
            <tr key={c.name}>
              <th scope="row">
                <code>{c.name}</code>
              </th>
              <td>
                {c.description}
                {c.values && (
                  <>
                    {' '}
                    (one of{' '}
                    {c.values.map((v, i) => (
                      <span key={v}>
                        {i > 0 && ', '}
                        <code>{v}</code>
                      </span>
                    ))}
                    )
                  </>
                )}
              </td>
              <td>{c.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Template({template, level}: {template: CsvTemplate; level: 3 | 4}) {
  const file = template.path.split('/').pop() ?? template.path;
  return (
    <section className={styles.template}>
      <Heading as={`h${level}`} id={anchorOf(template)}>
        {template.title}
      </Heading>
      <p className={styles.meta}>
        <a href={template.href} download={file} className={styles.download}>
          Download <code>{file}</code>
          <span className="visually-hidden"> ({template.title} template)</span>
        </a>
        <span>
          Package path <code>sablier/csv/{template.path}</code>
        </span>
      </p>
      <p className={styles.columns}>
        Columns:{' '}
        {template.columns.map((c, i) => (
          <span key={c.name}>
            {i > 0 && ', '}
            <code>{c.name}</code>
          </span>
        ))}
      </p>
      <div className={styles.wrap}>
        <table className={`${styles.preview} stacked-table`}>
          <caption className="visually-hidden">Example rows of the {template.title} template</caption>
          <thead>
            <tr>
              {template.columns.map((c) => (
                <th key={c.name} scope="col">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {template.rows.map((row) => (
              <tr key={row.join(',')}>
                {row.map((cell, i) => (
                  <td key={`${template.columns[i]?.name ?? i}`} data-label={template.columns[i]?.name}>
                    <code>{cell}</code>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The CSV templates shipped in the `sablier` package: columns, example rows and a download link for each. */
export default function CsvTemplates({group, headingLevel = 3, data}: Props): ReactNode {
  if (!data) {
    throw new Error(`CsvTemplates ${group} has no data: register plugins/protocol-data/remark.ts in the docs remarkPlugins`);
  }
  if (group === 'columns') return <ColumnReference templates={data} />;
  return (
    <div>
      {data.map((t) => (
        <Template key={t.path} template={t} level={headingLevel} />
      ))}
    </div>
  );
}
