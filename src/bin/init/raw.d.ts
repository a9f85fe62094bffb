// An example's file imported as text (`?raw`), as Vite resolves it: `init` writes the examples' own files.
declare module '*?raw' {
  const text: string;
  export default text;
}
