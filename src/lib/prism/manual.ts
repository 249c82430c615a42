// Imported before prismjs: tells Prism not to highlight the page's code blocks by itself on DOMContentLoaded
// (React renders the highlighted markup; Prism touching the DOM would break hydration).
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
export {};
