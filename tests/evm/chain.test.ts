/**
 * The harness itself: snapshots, deployment at a fixed address, library linking and revert decoding.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {account, LocalChain} from '../../plugins/lib/evm/chain';
import {link, MAINNET, packageArtifact} from '../../plugins/lib/evm/sablier';

test('snapshot and revert restore balances and the clock; snapshots nest', async () => {
  const chain = await LocalChain.create(1_000n);
  const alice = account('alice');
  await chain.setBalance(alice, 1n);
  await chain.snapshot();
  await chain.setBalance(alice, 2n);
  chain.skip(60n);
  await chain.snapshot();
  await chain.setBalance(alice, 3n);
  await chain.revert();
  assert.equal(await chain.balanceOf(alice), 2n);
  await chain.revert();
  assert.equal(await chain.balanceOf(alice), 1n);
  assert.equal(chain.timestamp, 1_000n);
  await assert.rejects(chain.revert(), /without snapshot/);
});

test('link fills every library placeholder, and refuses a missing library', () => {
  const artifact = packageArtifact('lockup', 'SablierLockup');
  assert.match(artifact.bytecode.object, /__\$[0-9a-f]{34}\$__/);
  const linked = link(artifact, {LockupMath: account('math'), LockupHelpers: account('helpers')});
  assert.doesNotMatch(linked.bytecode, /__\$/);
  assert.ok(linked.bytecode.includes(account('math').slice(2).toLowerCase()));
  assert.throws(() => link(artifact, {LockupMath: account('math')}), /LockupHelpers/);
});

test('deploy at a fixed address runs the constructor there and refuses an occupied address', async () => {
  const chain = await LocalChain.create();
  const artifact = link(packageArtifact('lockup', 'LockupNFTDescriptor'), {});
  const address = await chain.deploy(artifact, {at: MAINNET.LOCKUP});
  assert.equal(address, MAINNET.LOCKUP);
  assert.ok((await chain.codeAt(address)).length > 1000);
  await assert.rejects(chain.deploy(artifact, {at: MAINNET.LOCKUP}), /already has code/);
});
