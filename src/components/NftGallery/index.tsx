import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface NftGalleryImage {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/**
 * NFT images produced at build time by the real descriptor contracts (see plugins/nft-art). The SVGs are static
 * files shown with <img>, so the page's JavaScript carries only their names and alt text.
 */
/** `protocol` picks the images; `data` is added at build time by the protocol-data remark plugin. */
export default function NftGallery({data = []}: {protocol: 'lockup' | 'flow'; data?: NftGalleryImage[]}): ReactNode {
  return (
    <div className={styles.gallery}>
      {data.map((image) => (
        <NftFigure key={image.src} image={image} />
      ))}
    </div>
  );
}

function NftFigure({image}: {image: NftGalleryImage}): ReactNode {
  return (
    <figure className={styles.figure}>
      <img src={useBaseUrl(image.src)} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      <figcaption>{image.caption}</figcaption>
    </figure>
  );
}
