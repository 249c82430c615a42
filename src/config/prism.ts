import {themes} from 'prism-react-renderer';

export const prism = {
  theme: themes.github,
  darkTheme: themes.palenight,
  // prism-react-renderer bundles JSON, GraphQL, TypeScript and TSX; these add the rest the docs use.
  additionalLanguages: ['solidity', 'bash', 'diff'],
};
