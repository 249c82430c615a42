import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import type {DecoderError} from '@site/src/lib/errorDecoder';
import styles from './styles.module.css';

interface Props {
  /**
   * Every error, injected at build time by the protocol-data remark plugin; pages never pass it. The same object as
   * the decoder's (EVM and Solana errors), so a page that shows both carries the list once; the table uses `evm`.
   */
  data?: {evm: DecoderError[]};
  /** Protocol folder in the `sablier` package's ABIs, e.g. `lockup`. */
  protocol: string;
}

interface Row {
  error: DecoderError;
  releases: string[];
  href?: string;
}

/** Every custom error of one protocol, grouped by contract, with selectors and links to their documentation. */
export default function ErrorTable({data, protocol}: Props): ReactNode {
  if (!data) throw new Error(`ErrorTable ${protocol} has no data: register plugins/protocol-data/remark.ts`);
  const errors = data.evm;
  const byContract = new Map<string, Row[]>();
  for (const error of errors) {
    for (const l of error.locations) {
      if (l.protocol !== protocol) continue;
      byContract.set(l.contract, [...(byContract.get(l.contract) ?? []), {error, releases: l.releases, href: l.href}]);
    }
  }
  const contracts = [...byContract.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <>
      {contracts.map((contract) => (
        <section key={contract}>
          <Heading as="h3" id={`${protocol}-${contract.toLowerCase()}`}>
            {contract}
          </Heading>
          <div className={styles.wrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Error</th>
                  <th scope="col">Selector</th>
                  <th scope="col">Releases</th>
                </tr>
              </thead>
              <tbody>
                {(byContract.get(contract) ?? [])
                  .sort((a, b) => a.error.name.localeCompare(b.error.name))
                  .map(({error, releases, href}) => (
                    <tr key={error.signature}>
                      <td className={styles.name}>
                        {href ? (
                          <Link to={href}>
                            <code>{error.signature}</code>
                          </Link>
                        ) : (
                          <code>{error.signature}</code>
                        )}
                      </td>
                      <td>
                        <code>{error.selector}</code>
                      </td>
                      <td>{releases.join(', ')}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
