import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cleanText, overflowsHorizontally, pageRegionLabels, tableRegionLabel, uniqueRegionLabel} from '../../src/lib/tableRegion';

test('the caption names the table when there is one', () => {
  assert.equal(tableRegionLabel({caption: ' Chains\n and IDs ', heading: 'Mainnets', leadIn: 'Parameters'}), 'Chains and IDs');
});

test('the heading above names it, with a bold lead-in when one precedes the table', () => {
  assert.equal(tableRegionLabel({heading: 'aggregateAmount\u200b'}), 'Table: aggregateAmount');
  assert.equal(tableRegionLabel({heading: 'aggregateAmount', leadIn: 'Parameters:'}), 'Parameters: aggregateAmount');
  assert.equal(tableRegionLabel({leadIn: 'Returns'}), 'Table: Returns');
  assert.equal(tableRegionLabel({}), 'Table');
});

test('names shared by several tables get their position', () => {
  assert.equal(uniqueRegionLabel('Table: Fees', 0, 1), 'Table: Fees');
  assert.equal(uniqueRegionLabel('Table: Fees', 1, 3), 'Table: Fees (2 of 3)');
});

test('overflow needs more than a pixel of extra width', () => {
  assert.equal(overflowsHorizontally({scrollWidth: 801, clientWidth: 800}), false);
  assert.equal(overflowsHorizontally({scrollWidth: 840, clientWidth: 800}), true);
  assert.equal(cleanText('  a \n b '), 'a b');
});

test('a page names only the tables that overflow, numbered among all tables that share a name', () => {
  const labels = pageRegionLabels([
    {label: 'Table: Fees', overflows: false},
    {label: 'Parameters: cancel', overflows: true},
    {label: 'table: fees', overflows: true},
    {label: 'Table: Fees', overflows: true},
  ]);
  assert.deepEqual(labels, [undefined, 'Parameters: cancel', 'table: fees (2 of 3)', 'Table: Fees (3 of 3)']);
  assert.deepEqual(pageRegionLabels([]), []);
});
