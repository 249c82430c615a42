import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import type {HomeCard as HomeCardData} from '../../config/home';
import styles from './styles.module.css';

/** A card that links as a whole; when it lists sub-links, only those are links so nothing nests. */
export default function HomeCard({card, headingLevel = 'h3'}: {card: HomeCardData; headingLevel?: 'h2' | 'h3'}): ReactNode {
  if (card.links) {
    return (
      <article className={styles.card}>
        <Heading as={headingLevel} className={styles.title}>
          <Link to={card.to}>{card.title}</Link>
        </Heading>
        <p className={styles.description}>{card.description}</p>
        <ul className={styles.links} aria-label={`${card.title} documentation`}>
          {card.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </article>
    );
  }
  return (
    <Link to={card.to} className={`${styles.card} ${styles.linkCard}`}>
      <Heading as={headingLevel} className={styles.title}>
        {card.title}
      </Heading>
      <p className={styles.description}>{card.description}</p>
    </Link>
  );
}
