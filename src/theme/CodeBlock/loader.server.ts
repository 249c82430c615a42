// ./loader.ts for the server bundle (plugins/code-highlight): the highlighter at once, so the static HTML has it.
import * as module from './highlighter';

export const highlighter = {peek: () => module, load: async () => module};
