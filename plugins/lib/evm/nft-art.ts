/**
 * The NFT images of real streams: creates a few representative Lockup and Flow streams on a {@link LocalChain} with the
 * deployed bytecode, calls `tokenURI` on them (which asks the NFT descriptor contracts), and decodes the returned
 * `data:` URIs into SVG documents. The NFT concepts page shows these SVGs; nothing here is drawn by the site.
 */
import type {Address} from 'viem';
import {account, LocalChain} from './chain';
import {deploySablier, erc20Abi, MAINNET, type SablierDeployment} from './sablier';

export interface NftImage {
  /** File name of the SVG, e.g. `lockup-linear-streaming.svg`. */
  file: string;
  /** Alternative text: what the image shows. */
  alt: string;
  /** The stream the image belongs to, for a caption. */
  caption: string;
  /** The status the contract reports (the NFT's `Status` attribute for Lockup). */
  status: string;
  /** The size the SVG declares on its root element, for the <img> width and height. */
  width: number;
  height: number;
  svg: string;
}

/** The `width` and `height` attributes of the root <svg> element. */
export function svgSize(svg: string): {width: number; height: number} {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error('the SVG declares no width and height');
  return {width, height};
}

const DAY = 86_400n;
const DAI = 10n ** 18n;

/** Decode `data:<type>;base64,<payload>` (what `tokenURI` and its `image` field return). */
export function decodeDataUri(uri: string): {mediaType: string; text: string} {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(uri);
  if (!match) throw new Error(`not a base64 data URI: ${uri.slice(0, 40)}`);
  return {mediaType: match[1] as string, text: Buffer.from(match[2] as string, 'base64').toString('utf8')};
}

/** The label/value pairs of the Lockup NFT's four boxes (Progress, Status, Amount, Duration), read from the SVG. */
export function svgBoxes(svg: string): [string, string][] {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] as string).replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))),
  );
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < texts.length; i += 2) pairs.push([texts[i] as string, texts[i + 1] as string]);
  return pairs;
}

interface TokenMetadata {
  name: string;
  description: string;
  image: string;
  attributes?: {trait_type: string; value: string}[];
}

async function lockupImage(s: SablierDeployment, streamId: bigint): Promise<{svg: string; status: string}> {
  const uri = (await s.chain.read({
    address: s.lockup.address,
    abi: s.lockup.abi,
    functionName: 'tokenURI',
    args: [streamId],
  } as never)) as string;
  const metadata = JSON.parse(decodeDataUri(uri).text) as TokenMetadata;
  const image = decodeDataUri(metadata.image);
  if (image.mediaType !== 'image/svg+xml') throw new Error(`unexpected image type ${image.mediaType}`);
  const status = metadata.attributes?.find((a) => a.trait_type === 'Status')?.value ?? '';
  return {svg: image.text, status};
}

async function createLinear(
  s: SablierDeployment,
  sender: Address,
  amount: bigint,
  durations: {cliff: bigint; total: bigint},
): Promise<bigint> {
  const {result} = await s.chain.write({
    address: s.lockup.address,
    abi: s.lockup.abi,
    functionName: 'createWithDurationsLL',
    from: sender,
    args: [
      {
        sender,
        recipient: account('recipient'),
        depositAmount: amount,
        token: MAINNET.DAI,
        cancelable: true,
        transferable: true,
        shape: 'linear',
      },
      {start: 0n, cliff: 0n},
      1n,
      durations,
    ],
  } as never);
  return result as bigint;
}

/** Generate the gallery. Deterministic: the same bytecode and stories always give the same SVGs. */
export async function renderNftGallery(): Promise<NftImage[]> {
  const chain = await LocalChain.create();
  const s = await deploySablier(chain);
  const sender = account('sender');
  await s.deal(MAINNET.DAI, sender, 1_000_000n * DAI);
  await chain.write({address: MAINNET.DAI, abi: erc20Abi, functionName: 'approve', args: [MAINNET.LOCKUP, 2n ** 255n], from: sender});
  const images: NftImage[] = [];

  // 1. A one-year Linear stream of 10,000 DAI, 150 days in: streaming.
  const linear = await createLinear(s, sender, 10_000n * DAI, {cliff: 0n, total: 365n * DAY});
  // 2. A Tranched stream of 2,500 DAI in four quarterly tranches, canceled after the first tranche unlocked.
  const tranched = (
    await chain.write({
      address: s.lockup.address,
      abi: s.lockup.abi,
      functionName: 'createWithDurationsLT',
      from: sender,
      args: [
        {
          sender,
          recipient: account('recipient'),
          depositAmount: 2_500n * DAI,
          token: MAINNET.DAI,
          cancelable: true,
          transferable: true,
          shape: 'tranchedStepper',
        },
        [1n, 2n, 3n, 4n].map(() => ({amount: 625n * DAI, duration: 90n * DAY})),
      ],
    } as never)
  ).result as bigint;
  // 3. A Dynamic stream of 500 DAI that starts 180 days from now, so still pending when the images are taken.
  const start = chain.timestamp + 180n * DAY;
  const dynamic = (
    await chain.write({
      address: s.lockup.address,
      abi: s.lockup.abi,
      functionName: 'createWithTimestampsLD',
      from: sender,
      args: [
        {
          sender,
          recipient: account('recipient'),
          depositAmount: 500n * DAI,
          token: MAINNET.DAI,
          cancelable: true,
          transferable: true,
          timestamps: {start, end: start + 180n * DAY},
          shape: 'exponential',
        },
        [{amount: 500n * DAI, exponent: 3n * DAI, timestamp: start + 180n * DAY}],
      ],
    } as never)
  ).result as bigint;
  // 4. A 30-day Linear stream of 1,000 DAI that has ended and was not withdrawn from: settled.
  const settled = await createLinear(s, sender, 1_000n * DAI, {cliff: 0n, total: 30n * DAY});

  chain.skip(150n * DAY);
  await chain.write({address: s.lockup.address, abi: s.lockup.abi, functionName: 'cancel', args: [tranched], from: sender} as never);

  const stories: [bigint, string, string][] = [
    [linear, 'lockup-linear-streaming.svg', 'A Linear stream of 10,000 DAI over 365 days, 150 days after it started.'],
    [tranched, 'lockup-tranched-canceled.svg', 'A Tranched stream of 2,500 DAI in four 90-day tranches, canceled on day 150.'],
    [settled, 'lockup-linear-settled.svg', 'A Linear stream of 1,000 DAI over 30 days that ended and was not withdrawn from.'],
    [dynamic, 'lockup-dynamic-pending.svg', 'An exponential Dynamic stream of 500 DAI that starts in 30 days.'],
  ];
  for (const [id, file, caption] of stories) {
    const {svg, status} = await lockupImage(s, id);
    const boxes = svgBoxes(svg)
      .map(([label, value]) => `${label} ${value}`)
      .join(', ');
    images.push({
      file,
      caption,
      status,
      ...svgSize(svg),
      svg,
      alt: `Sablier Lockup NFT #${id}: an hourglass on a dark card with the boxes ${boxes}.`,
    });
  }

  // Flow: the descriptor returns the same image for every stream; show it for a real stream.
  const {result: flowId} = await chain.write({
    address: s.flow.address,
    abi: s.flow.abi,
    functionName: 'create',
    from: sender,
    args: [sender, account('recipient'), 1_000_000_000_000_000n, chain.timestamp, MAINNET.DAI, true],
  } as never);
  const flowUri = (await chain.read({
    address: s.flow.address,
    abi: s.flow.abi,
    functionName: 'tokenURI',
    args: [flowId],
  } as never)) as string;
  const flowMeta = JSON.parse(decodeDataUri(flowUri).text) as TokenMetadata;
  const flowSvg = decodeDataUri(flowMeta.image).text;
  images.push({
    file: 'flow.svg',
    caption: 'Any Flow stream',
    status: '',
    ...svgSize(flowSvg),
    svg: flowSvg,
    alt: 'Flow NFT as the descriptor contract draws it: the white Sablier logo on a dark background.',
  });
  return images;
}
