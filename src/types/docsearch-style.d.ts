// The CSS entry point of @docsearch/react (it re-exports @docsearch/css) ships without type declarations.
declare module '@docsearch/react/style';
