// A stylesheet imported as text (`?inline`), as Vite and the standalone build resolve it.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
