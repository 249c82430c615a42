import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import HomeCard from '../components/HomeCard';
import {COMMUNITY_CARDS, PRODUCT_CARDS, SECTION_CARDS} from '../config/home';
import {SITE_TAGLINE} from '../config/site';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout description={SITE_TAGLINE}>
      {/* One main landmark holds the hero too: a header outside it would be a second banner next to the
          announcement bar's (axe landmark-no-duplicate-banner). */}
      <main>
        <header className={styles.hero}>
          <Heading as="h1" className={styles.heroTitle}>
            Sablier Docs
          </Heading>
          <p className={styles.heroLead}>
            Sablier is an open-source protocol for distributing tokens on EVM chains: vesting, payroll, grants and airdrops, paid out by the
            second by audited, non-upgradeable smart contracts.
          </p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/concepts/what-is-sablier">
              Learn the concepts
            </Link>
            <Link className="button button--secondary button--lg" to="/guides/lockup/overview">
              Start integrating
            </Link>
          </div>
        </header>
        <div className={styles.main}>
          <section aria-labelledby="protocols">
            <Heading as="h2" id="protocols" className={styles.sectionTitle}>
              The protocols
            </Heading>
            <div className={styles.grid}>
              {PRODUCT_CARDS.map((card) => (
                <HomeCard key={card.title} card={card} />
              ))}
            </div>
          </section>
          <section aria-labelledby="sections">
            <Heading as="h2" id="sections" className={styles.sectionTitle}>
              Explore the documentation
            </Heading>
            <div className={styles.grid}>
              {SECTION_CARDS.map((card) => (
                <HomeCard key={card.title} card={card} />
              ))}
            </div>
          </section>
          <section aria-labelledby="community">
            <Heading as="h2" id="community" className={styles.sectionTitle}>
              Community
            </Heading>
            <div className={styles.grid}>
              {COMMUNITY_CARDS.map((card) => (
                <HomeCard key={card.title} card={card} />
              ))}
            </div>
          </section>
        </div>
      </main>
    </Layout>
  );
}
