// Files imported with `?raw` arrive as their text (plugins/raw-source.ts).
declare module '*?raw' {
  const source: string;
  export default source;
}
