import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {compileSolidity, solidityFilesIn} from '../../scripts/lib/compile-solidity';

// The code readers copy from the guides is these files, shown in the pages through <SolidityExcerpt>.
const EXAMPLES = path.resolve(__dirname, '..', '..', 'examples');

test('every Solidity example compiles against the published packages without warnings', () => {
  const files = solidityFilesIn(EXAMPLES);
  assert.ok(files.length > 0, 'no examples found');
  const result = compileSolidity(files);
  assert.deepEqual(result.errors, [], result.errors.join('\n'));
  assert.deepEqual(result.warnings, [], result.warnings.join('\n'));
  for (const file of files) {
    const rel = path.relative(process.cwd(), file);
    assert.ok((result.contracts[rel] ?? []).length > 0, `${rel} defines no contract`);
  }
});
