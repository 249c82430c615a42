// remark-lint rule for `npm run lint:docs`: a package version typed by hand (`@sablier/lockup@4.0.1`, `sablier@4.1.0`)
// goes stale with the next release. Pages take the installed version from the data, with
// `<Value of="package:@sablier/lockup" />`. Pages about past releases (previous deployments, the Legacy protocol)
// name the versions they document, and are left alone. A JavaScript module: remark-cli loads its rules as ES modules.
import {lintRule} from 'unified-lint-rule';
import {visit} from 'unist-util-visit';

const VERSIONED = /(?:@sablier\/[a-z-]+|(?<![\w/@-])sablier)@\d+\.\d+\.\d+/g;
const PAST_RELEASES = /(^|\/)(previous-deployments|legacy)\//;

const rule = lintRule({origin: 'remark-lint:no-hand-typed-version'}, (tree, file) => {
  if (PAST_RELEASES.test(file.path.split('\\').join('/'))) return;
  visit(tree, ['text', 'inlineCode', 'code'], (node) => {
    for (const match of String(node.value).matchAll(VERSIONED)) {
      const name = match[0].slice(0, match[0].lastIndexOf('@'));
      file.message(
        `Hand-typed package version \`${match[0]}\`: use <Value of="package:${name}" /> so it follows the installed package`,
        node,
      );
    }
  });
});

export default rule;
