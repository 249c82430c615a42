// Stands in for theme-classic's grammar client module in the browser bundle (see ./prism-grammars.ts).
export {};
