/**
 * What the `sablier` package does not know about releases: the month each one shipped and a one-line summary of
 * what changed. Versions, aliases and addresses come from the package (plugins/lib/sdk.ts), which fails the build
 * if a release listed there has no entry here, or an entry here names a release the package lacks.
 */
import type {DocumentedProtocol} from '../lib/protocol-data-types';

export interface ReleaseNote {
  released: string;
  highlights: string;
}

export const RELEASE_NOTES: Record<DocumentedProtocol, Record<string, ReleaseNote>> = {
  lockup: {
    'v4.0': {
      released: 'March 2026',
      highlights:
        'Granularity for Linear streams, Price Gated streams, LockupHelpers replaces Helpers, zero-count checks for segments and tranches',
    },
    'v3.0': {
      released: 'October 2025',
      highlights:
        'Withdrawals pay a minimum fee in the native token (calculateMinFeeWei), Comptroller replaces the admin, brokers removed, ERC-20 recovery, cancel returns the refunded amount, VestingMath renamed LockupMath',
    },
    'v2.0': {
      released: 'January 2025',
      highlights: 'Linear, Dynamic and Tranched merged into one SablierLockup contract, start and cliff unlock amounts, batch calls',
    },
    'v1.2': {
      released: 'July 2024',
      highlights: 'Lockup Tranched added, new recipient hooks, protocol fee removed, public withdrawals',
    },
    'v1.1': {
      released: 'December 2023',
      highlights: 'Recipients can no longer cancel, transferable flag, ERC-4906 MetadataUpdate also emitted on NFT transfers',
    },
    'v1.0': {released: 'July 2023', highlights: 'First release: Lockup Linear and Lockup Dynamic'},
  },
  flow: {
    'v3.0': {
      released: 'March 2026',
      highlights: 'Helpers renamed FlowHelpers, transferFromPayable, recover no longer emits Recover',
    },
    'v2.0': {
      released: 'October 2025',
      highlights:
        'Withdrawals pay a minimum fee in the native token (calculateMinFeeWei), Comptroller replaces the admin, start time at creation with a PENDING status, broker fee removed',
    },
    'v1.1': {
      released: 'January 2025',
      highlights: 'batch returns results and bubbles up reverts, stream functions and batch payable',
    },
    'v1.0': {released: 'December 2024', highlights: 'First release of open-ended Flow streams'},
  },
  airdrops: {
    'v3.0': {
      released: 'March 2026',
      highlights: 'Claim types, SablierMerkleExecute campaigns, claims via attestation, sponsors, granularity for MerkleLL',
    },
    'v2.0': {
      released: 'October 2025',
      highlights: 'One factory per campaign type, fees in USD via the Comptroller, MerkleVCA, signature claims',
    },
    'v1.3': {
      released: 'January 2025',
      highlights: 'Airdrops get their own package, MerkleInstant campaigns, optional claim fee',
    },
    'v1.2': {released: 'July 2024', highlights: 'Merkle Lockup factory with Linear and Tranched campaigns (Lockup periphery)'},
    'v1.1': {released: 'December 2023', highlights: 'First Merkle streamer factory (Lockup periphery)'},
  },
  bob: {
    'v1.0': {
      released: 'March 2026',
      highlights:
        'First release: price-gated vaults (SablierBob) with per-vault share tokens and a Lido yield adapter, plus SablierEscrow for over-the-counter swaps',
    },
  },
  legacy: {
    'v1.1': {released: 'July 2021', highlights: 'Sablier.sol deployed on Ethereum and several other chains'},
    'v1.0': {released: 'November 2019', highlights: 'First release on Ethereum: Sablier.sol and Payroll.sol'},
  },
};
