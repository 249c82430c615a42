// Evaluated before prism-core (see ./prismGlobal.ts): Prism must not highlight the page's code blocks by itself
// when it loads; React renders the tokens.
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
export {};
