// Prism's language files extend the global `Prism`: it must be the instance of prism-core when they run (./highlight.ts
// imports this module first). prism-core sets it when it first runs; this also covers a core that ran earlier.
import '../../lib/prism/manual';
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: unknown}).Prism = Prism;

export default Prism;
