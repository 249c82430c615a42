/**
 * Data files that the build writes into src/generated/ (git-ignored), for `tsc` on a clone that has not been built
 * yet. Where the file exists, TypeScript types it from its content instead; readers cast it to its documented type.
 */
declare module '@site/src/generated/*.json' {
  const value: unknown;
  export default value;
}
