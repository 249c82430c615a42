import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import {contractAnchor} from '@site/src/lib/errorTableAnchor';
import type {ErrorTableContract} from '@site/src/lib/protocol-data-types';
import styles from './styles.module.css';

interface Props {
  /** The protocol's errors by contract, sorted, injected at build time by the protocol-data remark plugin; pages never pass it. */
  data?: ErrorTableContract[];
  /** Protocol folder in the `sablier` package's ABIs, e.g. `lockup`. */
  protocol: string;
}

/** Every custom error of one protocol, grouped by contract, with selectors and links to their documentation. */
export default function ErrorTable({data, protocol}: Props): ReactNode {
  if (!data) throw new Error(`ErrorTable ${protocol} has no data: register plugins/protocol-data/remark.ts`);
  return (
    <>
      {data.map(({contract, rows}) => (
        <section key={contract}>
          <Heading as="h3" id={contractAnchor(protocol, contract)}>
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
                {rows.map(({signature, selector, releases, href, meaning}) => (
                  <tr key={signature}>
                    <td className={styles.name}>
                      {href ? (
                        <Link to={href}>
                          <code>{signature}</code>
                        </Link>
                      ) : (
                        <code>{signature}</code>
                      )}
                      {meaning ? <span className={styles.meaning}>{meaning}</span> : null}
                    </td>
                    <td>
                      <code>{selector}</code>
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
