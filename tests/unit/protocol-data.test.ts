import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {copyCsvTemplates} from '../../plugins/protocol-data';
import remarkProtocolData, {dataFor} from '../../plugins/protocol-data/remark';
import {requireProp, validateReleaseProps} from '../../plugins/protocol-data/validate';
import type {ReleaseDeployments} from '../../src/lib/protocol-data-types';

const known = {lockup: ['v4.0', 'v3.0'], flow: ['v3.0']};
const use = (props: Record<string, string | undefined>, component = 'DeploymentTable') => ({
  page: 'docs/guides/lockup/deployments.mdx',
  component,
  props,
});

describe('validateReleaseProps', () => {
  it('accepts a known protocol and release', () => {
    assert.deepEqual(validateReleaseProps(use({protocol: 'lockup', release: 'v3.0'}), known, true), {
      protocol: 'lockup',
      release: 'v3.0',
    });
    assert.deepEqual(validateReleaseProps(use({protocol: 'flow'}), known, false), {protocol: 'flow'});
  });

  it('names the page and the value of an unknown protocol', () => {
    assert.throws(
      () => validateReleaseProps(use({protocol: 'lokup', release: 'v4.0'}), known, true),
      (e: Error) =>
        e.message.includes('docs/guides/lockup/deployments.mdx') &&
        e.message.includes('unknown protocol "lokup"') &&
        e.message.includes('known: lockup, flow'),
    );
  });

  it('names the page and the value of an unknown release', () => {
    assert.throws(
      () => validateReleaseProps(use({protocol: 'flow', release: 'v4.0'}), known, true),
      /docs\/guides\/lockup\/deployments\.mdx: <DeploymentTable> has unknown release "v4\.0" for protocol "flow" \(known: v3\.0\)/,
    );
  });

  it('requires literal string props', () => {
    assert.throws(() => requireProp(use({}), 'release'), /needs a release="\.\.\." prop/);
    assert.throws(() => requireProp(use({release: undefined}), 'release'), /must be a plain string/);
  });
});

describe('remark plugin', () => {
  it('returns the data of the release a page names, against the real package', () => {
    const data = dataFor(use({protocol: 'lockup', release: 'v4.0'})) as ReleaseDeployments;
    assert.equal(data.version, 'v4.0');
    assert.ok(data.chains.length > 0);
    assert.throws(() => dataFor(use({protocol: 'lockup', release: 'v5.0'})), /deployments\.mdx: <DeploymentTable> has unknown release "v5\.0"/);
    assert.throws(() => dataFor(use({group: 'nope'}, 'CsvTemplates')), /unknown group "nope"/);
    assert.equal(dataFor(use({}, 'SomethingElse')), undefined);
  });

  it('adds a data prop that parses back to the slice', () => {
    const element = {
      type: 'mdxJsxFlowElement',
      name: 'ReleaseHistory',
      attributes: [{type: 'mdxJsxAttribute', name: 'protocol', value: 'flow'}],
      children: [],
    };
    const tree = {type: 'root', children: [element]};
    remarkProtocolData()(tree, {path: path.join(process.cwd(), 'docs/x.mdx')});
    const attr = element.attributes.find((a) => a.name === 'data') as unknown as {value: {value: string}};
    const parsed = new Function(`return ${attr.value.value}`)() as {protocol: string; rows: {version: string}[]};
    assert.equal(parsed.protocol, 'flow');
    assert.deepEqual(
      parsed.rows.map((r) => r.version),
      ['v3.0', 'v2.0', 'v1.1', 'v1.0'],
    );
  });

  it('stops on a bad prop, naming the page', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'DeploymentTable',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'protocol', value: 'flow'},
            {type: 'mdxJsxAttribute', name: 'release', value: 'v0.9'},
          ],
        },
      ],
    };
    assert.throws(
      () => remarkProtocolData()(tree, {path: path.join(process.cwd(), 'docs/guides/flow/deployments.mdx')}),
      /docs\/guides\/flow\/deployments\.mdx: <DeploymentTable> has unknown release "v0\.9" for protocol "flow"/,
    );
  });
});

describe('copyCsvTemplates', () => {
  it('copies every CSV template into the output folder', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-'));
    try {
      const copied = copyCsvTemplates(out);
      assert.equal(copied.length, 27);
      assert.ok(fs.existsSync(path.join(out, 'csv-templates/evm/flow/stream.csv')));
      assert.ok(copied.every((f) => f.endsWith('.csv')));
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });
});
