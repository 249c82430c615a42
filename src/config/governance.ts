/**
 * Admin addresses of the Sablier Comptroller and the pre-Comptroller admins, by chain ID. The `sablier` package
 * holds the Comptroller addresses themselves but not who administers them, so these two lists live here.
 */

/** Safe multisig that administers the Comptroller on these chains. */
export const COMPTROLLER_ADMIN_MULTISIG = '0x58290bbdb51A4c6B022A81e9cDeD24BE19Ca57fd';
/** Sablier-controlled EOA that administers the Comptroller on these chains. */
export const COMPTROLLER_ADMIN_EOA = '0xcB88fBf459000853F22a7296b23d163901BB385E';

// Arbitrum, Base, BNB Chain, HyperEVM, Ethereum, Monad, OP Mainnet, Polygon, ZKsync Era.
const MULTISIG_CHAINS = [42161, 8453, 56, 999, 1, 143, 10, 137, 324];
// Abstract, Avalanche, Berachain, Blast, Chiliz, Denergy, Gnosis, Lightlink, Linea, Mode, Morph, Scroll, Sonic,
// Superseed, Unichain, XDC.
const EOA_CHAINS = [2741, 43114, 80094, 81457, 88888, 369369, 100, 1890, 59144, 34443, 2818, 534352, 146, 5330, 130, 50];

export const COMPTROLLER_ADMINS: Readonly<Record<number, string>> = Object.fromEntries([
  ...MULTISIG_CHAINS.map((id) => [id, COMPTROLLER_ADMIN_MULTISIG] as const),
  ...EOA_CHAINS.map((id) => [id, COMPTROLLER_ADMIN_EOA] as const),
]);

const LEGACY_EOA = '0xb1bEF51ebCA01EB12001a639bDBbFF6eEcA12B9F';

/** Direct admins of the releases before the Comptroller (Lockup v1.0-v1.2, Flow v1.0, Airdrops v1.1-v1.2). */
export const PRE_COMPTROLLER_ADMINS: Readonly<Record<number, string>> = {
  42161: '0xF34E41a6f6Ce5A45559B1D3Ee92E141a3De96376',
  43114: '0x4735517616373c5137dE8bcCDc887637B8ac85Ce',
  8453: '0x83A6fA8c04420B3F9C7A4CF1c040b63Fbbc89B66',
  56: '0x6666cA940D2f4B65883b454b7Bc7EEB039f64fa3',
  88888: '0x74A234DcAdFCB395b37C8c2B3Edf7A13Be78c935',
  100: '0x72ACB57fa6a8fa768bE44Db453B1CDBa8B12A399',
  59144: '0x72dCfa0483d5Ef91562817C6f20E8Ce07A81319D',
  1: '0x79Fb3e81aAc012c08501f41296CCC145a1E15844',
  10: '0x43c76FE8Aec91F63EbEfb4f5d2a4ba88ef880350',
  137: '0x40A518C5B9c1d3D6d62Ba789501CE4D526C9d9C6',
  534352: '0x0F7Ad835235Ede685180A5c611111610813457a9',
  324: '0xaFeA787Ef04E280ad5Bb907363f214E4BAB9e288',
  // Abstract, Berachain, Blast, HyperEVM, Lightlink, Mode, Morph, Sonic, Superseed, Tangle, Unichain, XDC.
  ...Object.fromEntries([2741, 80094, 81457, 999, 1890, 34443, 2818, 146, 5330, 5845, 130, 50].map((id) => [id, LEGACY_EOA])),
};
