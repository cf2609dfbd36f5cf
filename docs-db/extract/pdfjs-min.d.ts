/** The minified build of pdfjs-dist has the same API as the full one, which carries the types. */
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export * from 'pdfjs-dist/legacy/build/pdf.mjs';
}
