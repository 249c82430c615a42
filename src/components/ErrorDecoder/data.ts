/**
 * What the decoder needs, in chunks of their own that load when a reader first reaches for the decoder (see
 * ./index.tsx): every Sablier custom error (written from the ABIs by the contract-reference plugin), every Solana
 * program error (from the IDLs, by the solana-reference plugin), and the decoding logic with its ABI decoder.
 */
import type {DecoderError, SolanaDecoderError} from '@site/src/lib/errorDecoder';
import {lazyData} from '@site/src/lib/lazyData';

export const decoderData = lazyData(async () => {
  const [evm, solana, logic] = await Promise.all([
    import('@site/src/generated/reference-errors.json'),
    import('@site/src/generated/solana-errors.json'),
    import('@site/src/lib/errorDecoder'),
  ]);
  return {
    evm: evm.default as unknown as DecoderError[],
    solana: solana.default as unknown as SolanaDecoderError[],
    decodeInput: logic.decodeInput,
  };
});
